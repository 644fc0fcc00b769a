import type { JSX } from "react";
import { graphql, type PageProps } from "gatsby";
import { Global, css } from "@emotion/react";
import { sampleGaps, writtenDate, writtenMonth } from "../../plugins/gatsby-source-passform";
import { Container } from "../components/container";
import { CHANGES_ID, LegalChanges, changesTitle } from "../components/legal-changes";
import {
  EARLIER_ID,
  EarlierVersions,
  STATUS,
  VersionNotice,
  type Version,
} from "../components/legal-versions";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { halves } from "../lib/halves";
import { required } from "../lib/required";
import { words } from "../lib/words";
import {
  articleInPrint,
  printedSheet,
  proseInPrint,
  titleInPrint,
  tocColumnsInPrint,
  tocInPrint,
  updatedInPrint,
} from "./legal-page-print";
import { colors, fontSizes, fontWeights, lineHeights, mq, radii, space } from "../theme/theme";

const said = words.legal;

const article = css({
  maxWidth: "46rem",
  marginInline: "auto",
  paddingBlock: `${space[7]} ${space[9]}`,
  ...articleInPrint,
});

const title = css({
  margin: 0,
  fontSize: "clamp(1.625rem, 1.1rem + 2.4vw, 2.75rem)",
  fontWeight: fontWeights.extrabold,
  lineHeight: lineHeights.tight,
  letterSpacing: "-0.02em",
  ...titleInPrint,
});

const updated = css({ margin: `${space[3]} 0 0`, color: colors.inkMuted, ...updatedInPrint });

const toc = css({
  marginTop: space[6],
  padding: space[5],
  borderRadius: radii.medium,
  backgroundColor: colors.surfaceMuted,
  h2: { margin: 0, fontSize: fontSizes[2], fontWeight: fontWeights.bold },
  ul: { margin: 0, padding: 0, listStyle: "none" },
  li: { marginBottom: space[1] },
  ...tocInPrint,
});

/**
 * The contents in two columns from tablet width on, the first half in the first. Two lists
 * rather than CSS columns: balanced columns move entries from the first column to the second
 * while the page is still arriving, which shifts what the visitor already sees.
 */
const tocColumns = css({
  marginTop: space[3],
  [mq("md")]: {
    display: "grid",
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    columnGap: space[7],
    alignItems: "start",
  },
  ...tocColumnsInPrint,
});

/** Long-form legal typography for the HTML rendered from Markdown. */
const prose = css({
  marginTop: space[7],
  "h2, h3": { lineHeight: lineHeights.snug },
  h2: { marginTop: space[7], marginBottom: space[3], fontSize: fontSizes[4] },
  h3: { marginTop: space[6], marginBottom: space[2], fontSize: fontSizes[3] },
  "p, ul, ol": { marginBlock: `0 ${space[4]}` },
  li: { marginBottom: space[2] },
  // Numbered paragraphs as German contracts number them, „(1)“, „(2)“ …, and as the texts cite
  // them („§ 12 Abs. 6“): a counter instead of the list marker „1.“, which a reader would cite
  // as „Nr.“. The number stands in the margin before the paragraph, as the marker did.
  ol: { listStyle: "none", paddingInlineStart: "2.5em", counterReset: "absatz" },
  "ol > li": { position: "relative", counterIncrement: "absatz" },
  "ol > li::before": {
    content: '"(" counter(absatz) ")"',
    position: "absolute",
    insetInlineEnd: "100%",
    paddingInlineEnd: "0.5em",
    fontVariantNumeric: "tabular-nums",
    // Placed outside its box, it has no width to wrap in: „(12)“ stays one word.
    whiteSpace: "nowrap",
  },
  a: { overflowWrap: "anywhere" },
  // Greedy line breaking: „pretty“ (global styles) weighs every paragraph as a whole, which on
  // a legal text of 30,000 characters was the largest part of laying out the page.
  "p, li": { textWrap: "wrap" },
  ...proseInPrint,
});

/**
 * Above a text that no lawyer has reviewed yet: preview builds only (production refuses it). Its
 * mark, data-preview-only, tells tools that compare what visitors see to leave it out.
 */
const reviewNotice = css({
  margin: `${space[4]} 0 0`,
  padding: `${space[3]} ${space[4]}`,
  borderRadius: radii.medium,
  border: `1px solid ${colors.border}`,
  backgroundColor: colors.surfaceMuted,
  fontSize: fontSizes[1],
});

type LegalPageProps = Pick<PageProps<Queries.LegalPageQuery>, "data"> & {
  /** dated: the page is a version's permanent address, not the text's */
  pageContext?: { dated?: boolean };
};

/** The table of contents: the text's sections, then the change view and earlier versions. */
const contentsOf = (page: Queries.LegalPageQuery["markdownRemark"] & object, since?: string) => [
  ...page.sections,
  ...(since && page.changeView ? [{ id: CHANGES_ID, title: changesTitle(since) }] : []),
  ...(page.versions.some((version) => version.state === "earlier")
    ? [{ id: EARLIER_ID, title: words.versions.earlier, status: true }]
    : []),
];

/** A version as its page, its title and its printed sheet name it: „Fassung ab 1. März 2027“. */
const versionName = (validFrom: string): string => said.version(writtenDate(validFrom));

type HeaderProps = {
  page: Queries.LegalPageQuery["markdownRemark"] & object;
  stand: string;
  own?: Version;
  dated: boolean;
};

/**
 * Under the title: the Stand and the version's first day, which name it for good, and on the
 * text's own address the link to the version's fixed one.
 */
const StandLine = ({ stand, own, dated }: Omit<HeaderProps, "page">) => (
  <p css={updated}>
    <span>{stand}</span>
    {own && (
      <>
        {" · "}
        {versionName(own.validFrom)}
        {!dated && (
          <>
            {" · "}
            <a href={own.path}>{said.versionAddress}</a>
          </>
        )}
      </>
    )}
  </p>
);

/** The table of contents, from two entries on. */
type Entry = { id: string; title: string; status?: boolean };

const Contents = ({ sections }: { sections: ReadonlyArray<Entry> }) =>
  sections.length > 1 ? (
    <nav aria-labelledby="toc-title" css={toc}>
      <h2 id="toc-title">{said.contents}</h2>
      <div css={tocColumns}>
        {halves(sections).map((half) => (
          <ul key={half[0]?.id}>
            {half.map((section) => (
              <li key={section.id} {...(section.status ? STATUS : {})}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </nav>
  ) : null;

/** Title, Stand and version, where it stands among the others, and (previews) the review's gap. */
const LegalHeader = ({ page, stand, own, dated }: HeaderProps): JSX.Element => (
  <header>
    <h1 css={title}>{page.frontmatter.title}</h1>
    <StandLine stand={stand} own={own} dated={dated} />
    <VersionNotice versions={page.versions} slug={page.frontmatter.slug} dated={dated} />
    {sampleGaps(page.frontmatter.review).length > 0 && (
      <p css={reviewNotice} data-preview-only>
        {`${said.unreviewed.before} `}
        {page.issuer}
        {` ${said.unreviewed.after}`} {page.frontmatter.review}
      </p>
    )}
  </header>
);

// Only the data (and whether the address is dated): the preview pane renders the page with data
// made from the form.
const LegalPage = ({ data, pageContext }: LegalPageProps): JSX.Element => {
  const company = required(data.company, "data/site.json");
  const page = required(data.markdownRemark, "legal page");
  const { frontmatter } = page;
  const stand = said.stand(writtenMonth(frontmatter.lastUpdated));
  const versions: ReadonlyArray<Version> = page.versions;
  const own = versions.find((version) => version.current);
  const previous = versions[versions.findIndex((version) => version.current) - 1];
  const sections = contentsOf(page, previous?.validFrom);
  const dated = Boolean(pageContext?.dated && own);

  return (
    <Layout data={data}>
      <Seo
        title={
          dated && own ? `${frontmatter.title}, ${versionName(own.validFrom)}` : frontmatter.title
        }
        description={frontmatter.description}
        path={dated && own ? own.path : frontmatter.slug}
        noindex={dated}
        brand={company.brand}
        siteUrl={company.siteUrl}
      />
      <Global
        styles={printedSheet({
          legalName: page.issuer,
          title: frontmatter.title,
          stand,
          ...(own ? { version: versionName(own.validFrom) } : {}),
          siteUrl: company.siteUrl,
          // On paper, the address that keeps showing this very version, from /agb too.
          slug: own ? own.path : frontmatter.slug,
        })}
      />
      <Container>
        <article css={article}>
          <LegalHeader page={page} stand={stand} own={own} dated={dated} />
          <Contents sections={sections} />
          {/* HTML rendered at build time from data/legal/, checked before the build (no raw HTML) */}
          <div css={prose} dangerouslySetInnerHTML={{ __html: page.body }} />
          {previous && page.changeView && (
            <LegalChanges
              since={previous.validFrom}
              summary={own?.changes}
              blocks={page.changeView}
            />
          )}
          <EarlierVersions versions={versions} stand={writtenMonth} />
        </article>
      </Container>
    </Layout>
  );
};

export default LegalPage;

export const query = graphql`
  query LegalPage($id: String!) {
    ...LayoutData
    markdownRemark(id: { eq: $id }) {
      body
      sections {
        id
        title
      }
      issuer
      versions {
        validFrom
        until
        state
        path
        lastUpdated
        changes
        current
      }
      changeView {
        section
        parts {
          kind
          text
        }
      }
      frontmatter {
        title
        slug
        lastUpdated
        description
        review
      }
    }
    company {
      brand
      legalName
      siteUrl
    }
  }
`;
