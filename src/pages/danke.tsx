import type { JSX } from "react";
import { graphql, type PageProps } from "gatsby";
import { css } from "@emotion/react";
import { MessagePage, messageText } from "../components/message-page";
import { required } from "../lib/required";
import { unbreakable } from "../lib/typeset";
import { fontWeights, space } from "../theme/theme";

/**
 * Centred: the page shows once it is all there, i.e. once the footer after the main landmark
 * exists (a slow phone paints between slices, and centred lines would move as they fill).
 */
const contactLine = css(messageText, { marginBottom: 0 });

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
    <MessagePage data={data} company={company} copy={copy}>
      <p css={messageText}>{copy.text}</p>
      <p css={contactLine}>{copy.contactLabel}</p>
      <ul css={contact}>
        <li>
          <a href={`mailto:${salesEmail}`}>{salesEmail}</a>
        </li>
        <li>
          <a href={`tel:${phone}`}>{unbreakable(phoneDisplay)}</a>
        </li>
      </ul>
    </MessagePage>
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
