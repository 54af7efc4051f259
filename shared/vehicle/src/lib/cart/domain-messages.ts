// The domain's messages (domainT and its catalogue of every language) on a chunk of their own: the add button
// words a refusal only once tapped.
export { domainT } from '@mart/ui';
