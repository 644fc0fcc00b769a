import type { JSX } from "react";
import { Link, graphql, type PageProps } from "gatsby";
import { css } from "@emotion/react";
import { primaryButton } from "../components/button-styles";
import { Container } from "../components/container";
import { Layout } from "../components/layout";
import { eyebrowStyle } from "../components/section-heading";
import { Seo } from "../components/seo";
import { notFoundLogScript } from "../enhancements/not-found-log";
import { required } from "../lib/required";
import { words } from "../lib/words";
import { colors, fontWeights, lineHeights, space, untilComplete } from "../theme/theme";

/** Centred: the text and the button show once all of them are there (the script follows). */
const section = css({
  paddingBlock: space[9],
  textAlign: "center",
  "> *": { [untilComplete]: { visibility: "hidden" } },
});

/** The landing sections' eyebrow; the title below keeps the space. */
const eyebrow = css(eyebrowStyle, { marginBottom: 0 });

const title = css({
  margin: `${space[3]} 0 0`,
  fontSize: "clamp(2rem, 1.5rem + 2.5vw, 3rem)",
  fontWeight: fontWeights.extrabold,
  lineHeight: lineHeights.tight,
  letterSpacing: "-0.02em",
});

const text = css({
  maxWidth: "34rem",
  margin: `${space[4]} auto ${space[6]}`,
  color: colors.inkMuted,
});

const NotFoundPage = ({ data }: PageProps<Queries.NotFoundPageQuery>): JSX.Element => {
  const company = required(data.company, "data/site.json");
  const copy = required(data.landing?.notFound, "data/landing.json › notFound");

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
          <p css={eyebrow}>{words.notFound}</p>
          <h1 css={title}>{copy.title}</h1>
          <p css={text}>{copy.text}</p>
          <Link to="/" css={primaryButton}>
            {copy.cta}
          </Link>
        </Container>
        {/* The page is served for every unknown path: the script reads it from the address bar. */}
        <script dangerouslySetInnerHTML={{ __html: notFoundLogScript }} />
      </div>
    </Layout>
  );
};

export default NotFoundPage;

export const query = graphql`
  query NotFoundPage {
    ...LayoutData
    company {
      brand
      siteUrl
    }
    landing {
      notFound {
        title
        text
        cta
        metaTitle
        description
      }
    }
  }
`;
