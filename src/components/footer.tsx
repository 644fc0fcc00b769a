import type { JSX } from "react";
import { Link, graphql } from "gatsby";
import { css } from "@emotion/react";
import { unbreakable } from "../lib/typeset";
import { words } from "../lib/words";
import { colors, fontSizes, fontWeights, mq, print, space, untilComplete } from "../theme/theme";
import { BrandLink } from "./brand-link";
import { Container } from "./container";

/** A legal page as the footer links it. */
export type LegalPageLink = Queries.FooterLegalPagesFragment["nodes"][number]["frontmatter"];

type FooterProps = Queries.FooterCompanyFragment &
  Pick<Queries.FooterLandingFragment["footer"], "tagline" | "legalLabel"> & {
    legalPages: ReadonlyArray<LegalPageLink>;
  };

const footer = css({
  paddingBlock: space[8],
  backgroundColor: colors.surfaceInverse,
  color: colors.inkOnInverseMuted,
  fontSize: fontSizes[1],
  a: { color: colors.white },
  "a:hover": { color: colors.primarySoft },
  ":focus-visible": { outlineColor: colors.focusOnInverse },
  // A printed legal text names company, title and date on every sheet (legal-page-print.ts).
  [print]: { display: "none" },
});

const grid = css({
  display: "grid",
  gap: space[6],
  // Contact and legal links as wide as their longest line (an e-mail address, a title such as
  // „Allgemeine Geschäftsbedingungen“) where the row has room, so no word breaks inside; the
  // brand takes the rest, never less than its logo and name, and under WCAG text spacing or
  // long content the two give way first.
  [mq("md")]: { gridTemplateColumns: "minmax(min-content, 1fr) auto auto" },
  // Columns as wide as their content: on a short page (404) the footer is on the first screen.
  [untilComplete]: { visibility: "hidden" },
});

const heading = css({
  margin: 0,
  marginBottom: space[3],
  color: colors.white,
  fontSize: fontSizes[1],
  fontWeight: fontWeights.bold,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
});

const plainList = css({ listStyle: "none", margin: 0, padding: 0, li: { marginBottom: space[2] } });

const address = css({ fontStyle: "normal" });

const bottom = css({
  marginTop: space[7],
  paddingTop: space[5],
  borderTop: `1px solid ${colors.borderOnInverse}`,
});

/** Company facts and the links to the legal pages, on every page. */
export const Footer = ({
  brand,
  legalName,
  tagline,
  legalLabel,
  address: postal,
  contact,
  legalPages,
}: FooterProps): JSX.Element => (
  <footer css={footer}>
    <Container>
      <div css={grid}>
        <div>
          <BrandLink brand={brand} tone="inverse" />
          <p>{tagline}</p>
        </div>
        <div>
          <h2 css={heading}>{words.contact}</h2>
          <address css={address}>
            {legalName}
            <br />
            {postal.street}
            <br />
            {postal.postalCode} {postal.city}
            <br />
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
            <br />
            <a href={`tel:${contact.phone}`}>{unbreakable(contact.phoneDisplay)}</a>
          </address>
        </div>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" css={heading}>
            {legalLabel}
          </h2>
          <ul css={plainList}>
            {legalPages.map((page) => (
              <li key={page.slug}>
                <Link to={page.slug}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p css={bottom}>© {legalName}</p>
    </Container>
  </footer>
);

export const query = graphql`
  fragment FooterCompany on Company {
    brand
    legalName
    address {
      street
      postalCode
      city
    }
    contact {
      email
      phone
      phoneDisplay
    }
  }
  fragment FooterLanding on Landing {
    footer {
      tagline
      legalLabel
      legalPages
    }
  }
  fragment FooterLegalPages on MarkdownRemarkConnection {
    nodes {
      inForce
      frontmatter {
        title
        slug
      }
    }
  }
`;
