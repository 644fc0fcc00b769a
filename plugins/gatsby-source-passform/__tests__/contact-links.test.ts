/** @jest-environment node */
/**
 * A contact link of a legal text shows the address it writes to: an editor who changes the text
 * of [{{contact.privacyEmail}}](mailto:{{contact.privacyEmail}}) to another address, or types one,
 * is stopped at the line, since a visitor would write to what they read and reach another.
 */
import {
  copyDataForEachTest,
  describeMistakes,
  escape,
  problemsAfter,
  text,
  where,
  type Case,
} from "./support/data-copy";

copyDataForEachTest();

const contactMistakes: Case[] = [
  [
    "an e-mail link whose text shows another address than it leads to",
    text("legal/datenschutz.md", (c) =>
      c.replace(
        "**Ihren Widerspruch richten Sie formlos an [{{contact.privacyEmail}}]",
        "**Ihren Widerspruch richten Sie formlos an [{{contact.email}}]",
      ),
    ),
    () =>
      new RegExp(
        `^${escape(where("legal/datenschutz.md", "Ihren Widerspruch richten Sie formlos an [{{contact.email}}]"))} › .* › Link „mailto:\\{\\{contact\\.privacyEmail\\}\\}“: der Text zeigt \\{\\{contact\\.email\\}\\}, der Link führt zu \\{\\{contact\\.privacyEmail\\}\\}; als Text denselben Platzhalter schreiben`,
      ),
  ],
  [
    "an e-mail link whose text is an address typed in",
    text("legal/datenschutz.md", (c) =>
      c.replace(
        "**Ihren Widerspruch richten Sie formlos an [{{contact.privacyEmail}}]",
        "**Ihren Widerspruch richten Sie formlos an [datenschutz@passform-support.example]",
      ),
    ),
    () =>
      new RegExp(
        `^${escape(where("legal/datenschutz.md", "[datenschutz@passform-support.example]"))} › .* › Link „mailto:\\{\\{contact\\.privacyEmail\\}\\}“: der Text zeigt „datenschutz@passform-support\\.example“, der Link führt zu \\{\\{contact\\.privacyEmail\\}\\}`,
      ),
  ],
];

describeMistakes("contact link", contactMistakes);

it("accepts contact links whose text shows their own address, the number in its written form, or none", () => {
  const links = [
    "[{{contact.privacyEmail}}](mailto:{{contact.privacyEmail}})",
    "[{{contact.phoneDisplay}}](tel:{{contact.phone}})",
    "[per E-Mail](mailto:{{contact.email}})",
  ];
  expect(
    problemsAfter(text("legal/agb.md", (c) => `${c}\nKontakt: ${links.join(", ")}.\n`)),
  ).toEqual([]);
});
