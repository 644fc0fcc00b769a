import type { JSX, ReactNode } from "react";
import { graphql } from "gatsby";
import { css } from "@emotion/react";
import { required } from "../lib/required";
import { Footer, type LegalPageLink } from "./footer";
import { Header } from "./header";
import { MAIN_ID, SkipLink } from "./skip-link";

type LayoutProps = {
  data: Queries.LayoutDataFragment;
  onLandingPage?: boolean;
  children: ReactNode;
};

const main = css({ display: "block", outline: "none" });

/** The legal pages the footer names (data/landing.json), in that order, with their titles. */
const footerPages = (
  slugs: ReadonlyArray<string>,
  pages: ReadonlyArray<{ inForce: boolean; frontmatter: LegalPageLink }>,
): LegalPageLink[] =>
  slugs.flatMap((slug) =>
    pages
      .filter((page) => page.inForce && page.frontmatter.slug === slug)
      .map((page) => page.frontmatter),
  );

/** Skip link, header, main landmark and footer around every page's content. */
export const Layout = ({ data, onLandingPage = false, children }: LayoutProps): JSX.Element => {
  const company = required(data.company, "data/site.json");
  const landing = required(data.landing, "data/landing.json");
  return (
    <>
      <SkipLink />
      <Header
        brand={company.brand}
        loginUrl={company.loginUrl}
        loginLabel={landing.loginLabel}
        demoLabel={landing.demoLabel}
        navigation={landing.navigation}
        onLandingPage={onLandingPage}
      />
      <main id={MAIN_ID} tabIndex={-1} css={main}>
        {children}
      </main>
      <Footer
        brand={company.brand}
        legalName={company.legalName}
        address={company.address}
        contact={company.contact}
        tagline={landing.footer.tagline}
        legalLabel={landing.footer.legalLabel}
        legalPages={footerPages(landing.footer.legalPages, data.legalPages.nodes)}
      />
    </>
  );
};

export const query = graphql`
  fragment LayoutData on Query {
    company {
      ...HeaderCompany
      ...FooterCompany
    }
    landing {
      ...HeaderLanding
      ...FooterLanding
    }
    legalPages: allMarkdownRemark {
      ...FooterLegalPages
    }
    ...ContentCheck
  }
`;
