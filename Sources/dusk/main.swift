import DuskCLI

DuskCLI.main()
