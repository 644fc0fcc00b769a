import { daysAfter, germanOffset } from "../plugins/gatsby-source-passform/check";
import { absoluteUrl } from "../src/lib/site-url";

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability of the site, written
 * after each build from data/site.json (contact.securityEmail).
 *
 * Expires: the file must say until when its contact holds, and RFC 9116 recommends less than a
 * year ahead. The build only knows that the contact holds on its own day, and the site is
 * rebuilt with every change of data/, so the file expires at midnight in Germany 364 days after
 * the build day: under a year after any moment of that day, and as late as the RFC allows, so
 * that a site left unchanged for months keeps a valid file. 300 days after the build day the
 * file is due for renewal (RENEWAL_DAYS): legal-versions-file.ts names that day, and the workflow
 * „Neue Fassung eines Rechtstexts“ then builds the site again. A site not rebuilt for a year has
 * a stale file, which is then true.
 *
 * Left out: Policy and Acknowledgments (the site has no page for a disclosure policy or a hall
 * of fame), Encryption (no OpenPGP key is published), Hiring, and a signature. A contact still
 * listed under „placeholders“ is named as a sample in a comment; the production build refuses it
 * before this runs (release-gate.ts).
 */

export const SECURITY_TXT_PATH = "/.well-known/security.txt";

/** Days after the build day on whose first moment (German time) the file expires. */
const VALID_DAYS = 364;

/** Days after the build day from which a build is due to renew the file: weeks before it expires. */
const RENEWAL_DAYS = 300;

/** The first day on which the file of a build on `buildDay` is to be renewed by a new build. */
export const securityTxtRenewal = (buildDay: string): string => daysAfter(buildDay, RENEWAL_DAYS);

/** The moment the file of a build on `buildDay` expires, in RFC 3339: "2027-11-30T00:00:00+01:00". */
export const securityTxtExpiry = (buildDay: string): string => {
  const day = daysAfter(buildDay, VALID_DAYS);
  return `${day}T00:00:00${germanOffset(day)}`;
};

type SecurityTxt = {
  siteUrl: string;
  email: string;
  /** Whether the address is still a sample (listed under „placeholders“) */
  sample: boolean;
  buildDay: string;
};

export const securityTxt = ({ siteUrl, email, sample, buildDay }: SecurityTxt): string =>
  [
    ...(sample
      ? ["# Musterangabe: Diese Adresse wird vor dem Livegang durch die echte ersetzt."]
      : []),
    `Contact: mailto:${email}`,
    `Expires: ${securityTxtExpiry(buildDay)}`,
    "Preferred-Languages: de, en",
    `Canonical: ${absoluteUrl(siteUrl, SECURITY_TXT_PATH)}`,
    "",
  ].join("\n");
