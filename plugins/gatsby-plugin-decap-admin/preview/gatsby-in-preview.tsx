import type { AnchorHTMLAttributes, JSX } from "react";

/**
 * What the site's components take from "gatsby", in the preview pane (the editors' forms' script's
 * bundle resolves "gatsby" to this file), in `npm run changes` and in Jest (jest.config.js). Their GraphQL fragments are compiled away by Gatsby;
 * here the preview pane makes the data itself (page-data.ts), so a fragment is nothing. A link is
 * what Gatsby's Link renders into a built page: an <a> with the path.
 */
export const graphql = (): undefined => undefined;

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

export const Link = ({ to, children, ...rest }: LinkProps): JSX.Element => (
  <a {...rest} href={to}>
    {children}
  </a>
);
