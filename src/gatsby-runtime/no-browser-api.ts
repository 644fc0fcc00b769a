// Stands in, in the production bundle only, for a Gatsby browser module that this site never
// runs (see src/node/on-create-webpack-config.ts). It implements no browser API.
export {};
