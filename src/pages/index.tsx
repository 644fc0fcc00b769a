import type { JSX } from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { required } from "../lib/required";
import { ClaimNotes } from "../sections/claim-notes";
import { DemoCta } from "../sections/demo-cta";
import { Features } from "../sections/features";
import { Hero } from "../sections/hero";
import { Pricing } from "../sections/pricing";
import { Technology } from "../sections/technology";

// Only the data: the preview pane renders the page with data made from the form.
const IndexPage = ({ data }: Pick<PageProps<Queries.IndexPageQuery>, "data">): JSX.Element => {
  const company = required(data.company, "data/site.json");
  const landing = required(data.landing, "data/landing.json");
  return (
    <Layout data={data} onLandingPage>
      <Seo
        title={company.title}
        description={company.description}
        path="/"
        brand={company.brand}
        siteUrl={company.siteUrl}
      />
      <Hero {...landing.hero} claims={data.heroClaims.nodes} />
      <Features
        {...landing.features}
        features={data.allFeature.nodes}
        claims={data.featureClaims.nodes}
      />
      <Technology {...landing.technology} topics={data.allTechnologyTopic.nodes} />
      <Pricing {...landing.pricing} plans={data.allPlan.nodes} legalPages={data.legalPages.nodes} />
      <DemoCta
        {...landing.demo}
        {...company.contact}
        plans={data.allPlan.nodes.map((plan) => plan.name)}
      />
      <ClaimNotes
        {...landing.claimNotes}
        claims={data.allClaim.nodes}
        legalPages={data.legalPages.nodes}
      />
    </Layout>
  );
};

export default IndexPage;

export const query = graphql`
  query IndexPage {
    ...LayoutData
    ...HeroContent
    ...FeaturesContent
    ...TechnologyContent
    ...PricingContent
    ...DemoCtaContent
    ...ClaimNotesContent
    legalPages: allMarkdownRemark {
      ...LegalReferences
    }
    company {
      title
      description
      brand
      siteUrl
    }
  }
`;
