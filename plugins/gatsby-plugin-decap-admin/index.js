// A Gatsby plugin needs an entry; everything this one does is in gatsby-node.ts.
