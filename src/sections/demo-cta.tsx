import type { JSX } from "react";
import { graphql } from "gatsby";
import { css } from "@emotion/react";
import { sectionAnchors } from "../../plugins/gatsby-source-passform";
import { inverseButton } from "../components/button-styles";
import { Container } from "../components/container";
import { sectionTitle } from "../components/section-heading";
import { unbreakable } from "../lib/typeset";
import { colors, fontSizes, fontWeights, mq, radii, space } from "../theme/theme";

type Content = Queries.DemoCtaContentFragment;

type DemoCtaProps = NonNullable<Content["landing"]>["demo"] &
  NonNullable<Content["company"]>["contact"];

const section = css({
  paddingBlock: space[8],
  [mq("md")]: { paddingBlock: space[9] },
});

const panel = css({
  position: "relative",
  overflow: "hidden",
  padding: `${space[7]} ${space[5]}`,
  borderRadius: radii.large,
  background: `radial-gradient(40rem 20rem at 100% 0%, ${colors.accentGlow}, transparent 60%), radial-gradient(40rem 24rem at 0% 100%, ${colors.mintGlow}, transparent 60%), ${colors.primaryDark}`,
  color: colors.white,
  textAlign: "center",
  [mq("md")]: { padding: `${space[8]} ${space[7]}` },
  ":focus-visible": { outlineColor: colors.focusOnInverse },
});

const text = css({
  maxWidth: "38rem",
  margin: `${space[4]} auto 0`,
  fontSize: fontSizes[3],
});

const actions = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: space[4],
  marginTop: space[6],
  [mq("sm")]: { flexDirection: "row", justifyContent: "center" },
});

const phoneLine = css({
  margin: 0,
  a: { color: colors.white, fontWeight: fontWeights.semibold, whiteSpace: "nowrap" },
  "a:hover": { color: colors.primarySoft },
});

/** Closing call to action: book a demo by e-mail or phone (no form, no backend). */
export const DemoCta = ({
  title: heading,
  text: body,
  emailLabel,
  emailSubject,
  phoneLabel,
  salesEmail,
  phone,
  phoneDisplay,
}: DemoCtaProps): JSX.Element => (
  <section id={sectionAnchors.demo} aria-labelledby="demo-title" css={section}>
    <Container>
      <div css={panel}>
        <h2 id="demo-title" css={sectionTitle}>
          {heading}
        </h2>
        <p css={text}>{body}</p>
        <div css={actions}>
          <a
            href={`mailto:${salesEmail}?subject=${encodeURIComponent(emailSubject)}`}
            css={inverseButton}
          >
            {emailLabel}
          </a>
          <p css={phoneLine}>
            {phoneLabel} <a href={`tel:${phone}`}>{unbreakable(phoneDisplay)}</a>
          </p>
        </div>
      </div>
    </Container>
  </section>
);

export const query = graphql`
  fragment DemoCtaContent on Query {
    landing {
      demo {
        title
        text
        emailLabel
        emailSubject
        phoneLabel
      }
    }
    company {
      contact {
        salesEmail
        phone
        phoneDisplay
      }
    }
  }
`;
