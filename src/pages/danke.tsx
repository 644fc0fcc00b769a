import type { JSX } from "react";
import { Link, graphql, type PageProps } from "gatsby";
import { css } from "@emotion/react";
import { primaryButton } from "../components/button-styles";
import { Container } from "../components/container";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { required } from "../lib/required";
import { unbreakable } from "../lib/typeset";
import { colors, fontWeights, lineHeights, space } from "../theme/theme";

/**
 * Centred: the page shows once it is all there, i.e. once the footer after the main landmark
 * exists (a slow phone paints between slices, and centred lines would move as they fill).
 */
const section = css({
  paddingBlock: space[9],
  textAlign: "center",
  "main:not(:has(+ *)) > &": { visibility: "hidden" },
});

const title = css({
  margin: 0,
  fontSize: "clamp(2rem, 1.5rem + 2.5vw, 3rem)",
  fontWeight: fontWeights.extrabold,
  lineHeight: lineHeights.tight,
  letterSpacing: "-0.02em",
});

const text = css({
  maxWidth: "34rem",
  margin: `${space[4]} auto 0`,
  color: colors.inkMuted,
});

const contact = css({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: `${space[2]} ${space[5]}`,
  margin: `${space[4]} 0 ${space[6]}`,
  padding: 0,
  listStyle: "none",
  fontWeight: fontWeights.semibold,
});

/**
 * Where the demo request form posts (src/lib/demo-request.ts): Netlify takes the submission and
 * answers with this page, status 200. It says when sales answers and how else to reach them,
 * and leads back; search engines leave it out (noindex, and not in the sitemap: seo-files.ts).
 */
const ThankYouPage = ({ data }: PageProps<Queries.ThankYouPageQuery>): JSX.Element => {
  const company = required(data.company, "data/site.json");
  const copy = required(data.landing?.thanks, "data/landing.json › thanks");
  const { salesEmail, phone, phoneDisplay } = company.contact;
  return (
    <Layout data={data}>
      <Seo
        title={copy.metaTitle}
        description={copy.description}
        brand={company.brand}
        siteUrl={company.siteUrl}
        noindex
      />
      <div css={section}>
        <Container>
          <h1 css={title}>{copy.title}</h1>
          <p css={text}>{copy.text}</p>
          <p css={text}>{copy.contactLabel}</p>
          <ul css={contact}>
            <li>
              <a href={`mailto:${salesEmail}`}>{salesEmail}</a>
            </li>
            <li>
              <a href={`tel:${phone}`}>{unbreakable(phoneDisplay)}</a>
            </li>
          </ul>
          <Link to="/" css={primaryButton}>
            {copy.cta}
          </Link>
        </Container>
      </div>
    </Layout>
  );
};

export default ThankYouPage;

export const query = graphql`
  query ThankYouPage {
    ...LayoutData
    company {
      brand
      siteUrl
      contact {
        salesEmail
        phone
        phoneDisplay
      }
    }
    landing {
      thanks {
        title
        text
        contactLabel
        cta
        metaTitle
        description
      }
    }
  }
`;
