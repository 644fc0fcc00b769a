import type { JSX } from "react";
import { css } from "@emotion/react";
import type { IconName } from "../../plugins/gatsby-source-passform";
import { icons } from "../illustrations/icons";
import { colors, radii } from "../theme/theme";

const tile = css({
  display: "grid",
  placeItems: "center",
  width: "3.5rem",
  height: "3.5rem",
  borderRadius: radii.medium,
  backgroundColor: colors.primarySoft,
  color: colors.primary,
  svg: { width: "2.25rem", height: "2.25rem" },
});

const isIconName = (name: string): name is IconName => Object.hasOwn(icons, name);

/** The named icon from the icon set on a tinted tile. */
export const IconTile = ({ name }: { name: string }): JSX.Element => {
  if (!isIconName(name)) throw new Error(`Unknown icon "${name}"`);
  const Icon = icons[name];
  return (
    <span css={tile}>
      <Icon />
    </span>
  );
};
