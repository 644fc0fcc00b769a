import type { GatsbyConfig } from "gatsby";
import netlifyAdapter from "gatsby-adapter-netlify";
import { isRefusedEntry, legalPageTypeDefs } from "./plugins/gatsby-source-passform/disk";

const config: GatsbyConfig = {
  // Typed queries: every build rewrites src/gatsby-types.d.ts (committed, so typecheck runs before a build).
  graphqlTypegen: { generateOnBuild: true },
  // Without these the `css` prop silently renders as "[object Object]".
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  trailingSlash: "never",
  // Named explicitly (Netlify would add it anyway) so local builds write the same _headers
  // caching rules that production serves, and the browser suite runs with them.
  adapter: netlifyAdapter(),
  plugins: [
    "gatsby-plugin-typescript",
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-source-filesystem",
      // What the content check refuses unread (a link, a pipe, a file beyond its size limit) is
      // no node either: under `npm start` a link's target would otherwise reach GraphQL.
      options: { name: "data", path: `${__dirname}/data`, ignore: [isRefusedEntry] },
    },
    // data/*.json and data/legal/*.md checked, as nodes and types (plugins/gatsby-source-passform).
    "gatsby-source-passform",
    // The editors' forms at /admin/ (Decap CMS), with its local backend in `npm start`.
    "gatsby-plugin-decap-admin",
    {
      // Its remark plugin also declares the legal pages' fields on the transformer's own type.
      resolve: "gatsby-transformer-remark",
      options: {
        plugins: [
          { resolve: "gatsby-remark-legal-text", options: { typeDefs: legalPageTypeDefs() } },
        ],
      },
    },
  ],
};

export default config;
