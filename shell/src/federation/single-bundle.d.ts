// The single-bundle build's aliases to the remotes' exposed modules (webpack/single-bundle.js). Their types stay
// with the remotes; the loaders cast what they load, as they do for a federated module.
declare module '@mart-single/*';
