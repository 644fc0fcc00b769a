import type { JSX, ReactNode } from "react";
import { Link } from "gatsby";
import { css } from "@emotion/react";
import { primaryButton } from "./button-styles";
import { Container } from "./container";
import { Layout } from "./layout";
import { Seo } from "./seo";
import { colors, fontWeights, lineHeights, space } from "../theme/theme";

/**
 * A page that says one thing and leads home, kept from search engines: the 404 page and the
 * demo request's thank-you page. Centred, it shows once it is all there, i.e. once the footer
 * after the main landmark exists: a slow phone paints between slices, and centred lines would
 * move as they fill.
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

/** A paragraph under the title. */
export const messageText = css({
  maxWidth: "34rem",
  margin: `${space[4]} auto ${space[6]}`,
  color: colors.inkMuted,
});

type MessagePageProps = {
  /** What the layout queries (LayoutData) */
  data: Parameters<typeof Layout>[0]["data"];
  company: { brand: string; siteUrl: string };
  copy: { title: string; cta: string; metaTitle: string; description: string };
  /** Above the title, e.g. „Fehler 404“ */
  before?: ReactNode;
  /** Between the title and the button */
  children: ReactNode;
  /** After the page's content, e.g. the 404 page's script */
  after?: ReactNode;
};

export const MessagePage = ({
  data,
  company,
  copy,
  before,
  children,
  after,
}: MessagePageProps): JSX.Element => (
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
        {before}
        <h1 css={title}>{copy.title}</h1>
        {children}
        <Link to="/" css={primaryButton}>
          {copy.cta}
        </Link>
      </Container>
      {after}
    </div>
  </Layout>
);
