import type { JSX } from "react";
import { graphql, type PageProps } from "gatsby";
import { css } from "@emotion/react";
import { MessagePage, messageText } from "../components/message-page";
import { eyebrowStyle } from "../components/section-heading";
import { notFoundLogScript } from "../enhancements/not-found-log";
import { required } from "../lib/required";
import { words } from "../lib/words";
import { space } from "../theme/theme";

/** The landing sections' eyebrow, with the space above the title. */
const eyebrow = css(eyebrowStyle, { marginBottom: space[3] });

const NotFoundPage = ({ data }: PageProps<Queries.NotFoundPageQuery>): JSX.Element => {
  const company = required(data.company, "data/site.json");
  const copy = required(data.landing?.notFound, "data/landing.json › notFound");
  return (
    <MessagePage
      data={data}
      company={company}
      copy={copy}
      before={<p css={eyebrow}>{words.notFound}</p>}
      // The page is served for every unknown path: the script reads it from the address bar.
      after={<script dangerouslySetInnerHTML={{ __html: notFoundLogScript }} />}
    >
      <p css={messageText}>{copy.text}</p>
    </MessagePage>
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
