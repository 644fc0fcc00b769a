import type { JSX } from "react";
import { graphql } from "gatsby";
import { css } from "@emotion/react";
import { sectionAnchors } from "../../plugins/gatsby-source-passform";
import { words } from "../lib/words";
import {
  colors,
  fontSizes,
  fontWeights,
  mq,
  print,
  radii,
  shadows,
  space,
  containerWidth,
  headerHeight,
  untilComplete,
} from "../theme/theme";
import { PHONE_MENU_ATTRIBUTE } from "../enhancements/phone-menu";
import { BrandLink } from "./brand-link";
import { primaryButton, secondaryButton, smallButton } from "./button-styles";

type HeaderProps = Queries.HeaderCompanyFragment &
  Queries.HeaderLandingFragment & {
    /** On the landing page anchors stay on the page; elsewhere they lead back to it. */
    onLandingPage: boolean;
  };

const bar = css({
  [print]: { display: "none" },
  position: "sticky",
  top: 0,
  zIndex: 50,
  // Part of the header arrived: the links centred in the space they have so far, the menu
  // button without its text. The bar's height does not change.
  [untilComplete]: { visibility: "hidden" },
  // Opaque: a frosted backdrop-filter blur over the scrolling page is painted on the CPU where
  // there is no GPU (low-end phones, headless Chromium) and cost most of the landing page's
  // blocking time; the border keeps the bar apart from the page below it.
  backgroundColor: colors.surface,
  borderBottom: `1px solid ${colors.border}`,
});

const inner = css({
  display: "flex",
  alignItems: "center",
  // Brand and menu button side by side at 320 px also with wider letter spacing (WCAG 1.4.12).
  gap: space[3],
  maxWidth: containerWidth,
  // The height the page keeps clear of the header when it scrolls (theme.ts, scrollClearance).
  minHeight: headerHeight,
  marginInline: "auto",
  paddingInline: space[4],
  [mq("sm")]: { gap: space[4], paddingInline: space[5] },
  [mq("lg")]: { paddingInline: space[6] },
});

const list = css({
  display: "flex",
  listStyle: "none",
  margin: 0,
  padding: 0,
});

const desktopNav = css({
  display: "none",
  [mq("lg")]: { display: "block", marginInline: "auto" },
});

const navLink = css({
  display: "block",
  padding: `${space[2]} ${space[3]}`,
  color: colors.ink,
  fontWeight: fontWeights.medium,
  textDecoration: "none",
  borderRadius: radii.small,
  "&:hover": { color: colors.primary },
});

const actions = css({
  display: "none",
  alignItems: "center",
  gap: space[2],
  [mq("lg")]: { display: "flex" },
});

const loginLink = css(navLink, { fontWeight: fontWeights.semibold });

const menu = css({
  marginLeft: "auto",
  [mq("lg")]: { display: "none" },
  "&[open] > summary": { backgroundColor: colors.primarySoft },
});

const menuButton = css({
  display: "flex",
  alignItems: "center",
  gap: space[2],
  minHeight: "2.75rem",
  padding: space[2],
  [mq("sm")]: { paddingInline: space[3] },
  borderRadius: radii.small,
  color: colors.ink,
  fontWeight: fontWeights.semibold,
  whiteSpace: "nowrap",
  cursor: "pointer",
  listStyle: "none",
  "&::-webkit-details-marker": { display: "none" },
  svg: { width: "1.5rem", height: "1.5rem" },
});

const panel = css({
  position: "absolute",
  insetInline: 0,
  top: "100%",
  padding: `${space[4]} ${space[4]} ${space[5]}`,
  backgroundColor: colors.surface,
  borderBottom: `1px solid ${colors.border}`,
  boxShadow: shadows.card,
  ul: { flexDirection: "column" },
  a: { fontSize: fontSizes[3], paddingBlock: space[3] },
});

const panelActions = css({
  display: "grid",
  gap: space[3],
  marginTop: space[4],
  paddingTop: space[4],
  borderTop: `1px solid ${colors.border}`,
  [mq("sm")]: { gridTemplateColumns: "1fr 1fr" },
});

const MenuIcon = (): JSX.Element => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** Sticky header with brand, section links and the two calls to action. */
export const Header = ({
  brand,
  loginUrl,
  loginLabel,
  demoLabel,
  navigation,
  onLandingPage,
}: HeaderProps): JSX.Element => {
  const target = (hash: string): string => (onLandingPage ? hash : `/${hash}`);

  const links = (
    <ul css={list}>
      {navigation.map((link) => (
        <li key={link.href}>
          <a href={target(link.href)} css={navLink}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );

  return (
    <header css={bar}>
      <div css={inner}>
        <BrandLink brand={brand} />
        <nav aria-label={words.mainNavigation} css={desktopNav}>
          {links}
        </nav>
        <div css={actions}>
          <a href={loginUrl} css={loginLink}>
            {loginLabel}
          </a>
          <a href={target(`#${sectionAnchors.demo}`)} css={[primaryButton, smallButton]}>
            {demoLabel}
          </a>
        </div>
        {/* A native <details>: opens and closes without JavaScript; src/enhancements/phone-menu.ts
            also closes it when a link is chosen and on Escape. */}
        <details css={menu} {...{ [PHONE_MENU_ATTRIBUTE]: "" }}>
          <summary css={menuButton}>
            <MenuIcon />
            {words.menu}
          </summary>
          <nav aria-label={words.menu} css={panel}>
            {links}
            <div css={panelActions}>
              <a href={target(`#${sectionAnchors.demo}`)} css={primaryButton}>
                {demoLabel}
              </a>
              <a href={loginUrl} css={secondaryButton}>
                {loginLabel}
              </a>
            </div>
          </nav>
        </details>
      </div>
    </header>
  );
};

export const query = graphql`
  fragment HeaderLanding on Landing {
    navigation {
      label
      href
    }
    loginLabel
    demoLabel
  }
  fragment HeaderCompany on Company {
    brand
    loginUrl
  }
`;
