from datenorm.cli import main

main()
