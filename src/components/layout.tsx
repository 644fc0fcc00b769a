import type { ReactNode } from "react";
import { graphql } from "gatsby";
import { css } from "@emotion/react";
import { required } from "../lib/required";
import { Footer } from "./footer";
import { Header } from "./header";
import { MAIN_ID, SkipLink } from "./skip-link";

export type LayoutProps = {
  data: Queries.LayoutDataFragment;
  onLandingPage?: boolean;
  children: ReactNode;
};

const main = css({ display: "block", outline: "none" });

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
        legalPages={data.legalPages.nodes.map((page) => page.frontmatter)}
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
    legalPages: allMarkdownRemark(sort: { frontmatter: { slug: ASC } }) {
      ...FooterLegalPages
    }
  }
`;
