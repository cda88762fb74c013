// Installs the Foundry stand-in for glue tests (see test/foundry-stand-in/README.md).
export {};
