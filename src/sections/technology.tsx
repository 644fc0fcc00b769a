import type { JSX } from "react";
import { graphql } from "gatsby";
import { css } from "@emotion/react";
import { sectionAnchors } from "../../plugins/gatsby-source-passform";
import { IconTile } from "../components/icon-tile";
import { PageSection } from "../components/page-section";
import { SectionHeading } from "../components/section-heading";
import { colors, fontSizes, fontWeights, lineHeights, mq, space } from "../theme/theme";

type Content = Queries.TechnologyContentFragment;

type TechnologyProps = NonNullable<Content["landing"]>["technology"] & {
  topics: Content["allTechnologyTopic"]["nodes"];
};

const grid = css({
  display: "grid",
  gap: `${space[7]} ${space[6]}`,
  listStyle: "none",
  margin: 0,
  padding: 0,
  [mq("sm")]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  [mq("lg")]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
});

const topicTitle = css({
  margin: 0,
  marginTop: space[4],
  fontSize: fontSizes[3],
  fontWeight: fontWeights.bold,
  lineHeight: lineHeights.snug,
});

const topicText = css({
  margin: 0,
  marginTop: space[2],
  color: colors.inkMuted,
  fontSize: fontSizes[1],
});

/** Every technology topic of the platform, each with its icon. */
export const Technology = ({ eyebrow, title, intro, topics }: TechnologyProps): JSX.Element => (
  <PageSection id={sectionAnchors.technology} labelledBy="technology-title">
    <SectionHeading id="technology-title" eyebrow={eyebrow} title={title} intro={intro} />
    <ul css={grid}>
      {topics.map((topic) => (
        <li key={topic.title}>
          <IconTile name={topic.icon} />
          <h3 css={topicTitle}>{topic.title}</h3>
          <p css={topicText}>{topic.text}</p>
        </li>
      ))}
    </ul>
  </PageSection>
);

export const query = graphql`
  fragment TechnologyContent on Query {
    landing {
      technology {
        eyebrow
        title
        intro
      }
    }
    allTechnologyTopic(sort: { position: ASC }) {
      nodes {
        icon
        title
        text
      }
    }
  }
`;
