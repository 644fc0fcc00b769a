import { z } from "zod";
import { about, block, graphqlNames, schemaRef, text, unique } from "./fields";
import { iconNames } from "../words/icon-names";

/** data/features.json and data/technology.json: cards with an icon, a heading and a text. */

const iconName = z
  .enum(iconNames, { error: `erwartet einen dieser Icon-Namen: ${iconNames.join(", ")}` })
  .register(graphqlNames, { name: "IconName" })
  .meta(about("Icon", "Name des Icons"));

/** `of` is the genitive that names the card in descriptions, e.g. "der Karte" */
const card = (name: string, label: string, description: string, of: string) =>
  block(name, label, description, {
    icon: iconName,
    title: text("Überschrift", `Überschrift ${of}`, 60),
    text: text("Text", `Text ${of}`, 300),
  });

export const featuresSchema = block("FeaturesFile", "Feature-Karten", "Die Feature-Karten", {
  $schema: schemaRef,
  features: z
    .array(
      card(
        "Feature",
        "Karte",
        "Eine Feature-Karte aus data/features.json, in der Reihenfolge der Datei",
        "der Karte",
      ),
      { error: "erwartet eine Liste von Karten" },
    )
    .length(3, { error: "der Feature-Abschnitt hat genau drei Karten" })
    .superRefine(unique((entry) => entry.title, "Die Überschrift", "title"))
    .meta(about("Karten", "Die drei Karten des Feature-Abschnitts, in dieser Reihenfolge")),
});

export const technologySchema = block(
  "TechnologyFile",
  "Technologie-Themen",
  "Die Technologie-Themen",
  {
    $schema: schemaRef,
    topics: z
      .array(
        card(
          "TechnologyTopic",
          "Thema",
          "Ein Technologie-Thema aus data/technology.json, in der Reihenfolge der Datei",
          "des Themas",
        ),
        { error: "erwartet eine Liste von Themen" },
      )
      .min(1, { error: "braucht mindestens ein Thema" })
      .superRefine(unique((entry) => entry.title, "Die Überschrift", "title"))
      .meta(about("Themen", "Die Themen des Technologie-Abschnitts, in dieser Reihenfolge")),
  },
);
