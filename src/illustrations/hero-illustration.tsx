import type { JSX } from "react";
import { colors } from "../theme/theme";

/** Right half of the scanned figure (open path; mirrored for the left half). */
const half =
  "M233 125h8c0 3-1 13 1 17 2 3 7 4 11 6s10 3 14 5 7 4 9 11 3 20 6 32 5 30 8 44 6 32 7 41 2 11 2 13c-1 1-3 6-5 6-1 0-5-4-6-5 0-2-1-5-3-14s-4-29-7-41-5-25-7-33-3-10-4-12c-1 4-4 17-5 25s-3 12-2 20 5 19 6 28 3 16 3 27-2 28-3 42-3 27-4 39-3 29-3 36 4 9 5 11c-2 1-6 5-9 6-3 0-8-3-9-4 0-4-1-15-1-27s0-30-1-43-1-27-3-36-6-15-7-18h-1";

const text = { fontFamily: "inherit", fontSize: 14, fill: colors.inkMuted };

const labels: [string, string, number, number][] = [
  ["Brust", "96\u00a0cm", 191, 33],
  ["Taille", "82\u00a0cm", 240, 26],
  ["Hüfte", "100\u00a0cm", 283, 35],
];

type Box = { x: number; y: number; width: number; height: number; rx: number };

/**
 * A soft shadow drawn as a few widening, faint copies of the shape below it. An SVG filter
 * (feDropShadow) looks the same but is rasterised on the CPU wherever there is no GPU (low-end
 * phones, headless Chromium) and cost the landing page most of its blocking time.
 */
const SHADOW_LAYERS = [2, 6, 10, 14] as const;

const SoftShadow = ({ x, y, width, height, rx }: Box): JSX.Element => (
  <g fill={colors.primary} fillOpacity=".045" aria-hidden="true">
    {SHADOW_LAYERS.map((spread) => (
      <rect
        key={spread}
        x={x - spread}
        y={y + 10 - spread}
        width={width + 2 * spread}
        height={height + 2 * spread}
        rx={rx + spread}
      />
    ))}
  </g>
);

export const HeroIllustration = (): JSX.Element => (
  <svg
    viewBox="0 0 480 520"
    fill="none"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <defs>
      <linearGradient id="pf-hero-screen" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor={colors.primary} />
        <stop offset="1" stopColor={colors.surfaceInverse} />
      </linearGradient>
      <linearGradient
        id="pf-hero-body"
        x1="0"
        y1="98"
        x2="0"
        y2="430"
        gradientUnits="userSpaceOnUse"
      >
        <stop offset="0" stopColor={colors.white} />
        <stop offset=".5" stopColor={colors.inkOnInverseMuted} />
        <stop offset="1" stopColor={colors.primary} />
      </linearGradient>
      <linearGradient id="pf-hero-scan" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor={colors.mint} stopOpacity="0" />
        <stop offset="1" stopColor={colors.mint} stopOpacity=".4" />
      </linearGradient>
      <linearGradient id="pf-hero-shirt" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor={colors.accent} />
        <stop offset="1" stopColor={colors.accent} stopOpacity=".7" />
      </linearGradient>
      <pattern id="pf-hero-grid" width="16" height="16" patternUnits="userSpaceOnUse">
        <path d="M16 0H0v16" stroke={colors.white} strokeOpacity=".08" />
      </pattern>
    </defs>

    <circle cx="250" cy="266" r="214" fill={colors.primarySoft} />
    <circle cx="60" cy="84" r="7" fill={colors.accent} />
    <circle cx="446" cy="482" r="9" stroke={colors.mint} strokeWidth="3" />

    <SoftShadow x={144} y={24} width={180} height={472} rx={34} />
    <rect x="144" y="24" width="180" height="472" rx="34" fill={colors.ink} />
    <rect x="152" y="32" width="164" height="456" rx="27" fill="url(#pf-hero-screen)" />
    <rect x="152" y="32" width="164" height="456" rx="27" fill="url(#pf-hero-grid)" />
    <rect x="212" y="44" width="44" height="12" rx="6" fill={colors.ink} />
    <path d="M166 98V84h14M302 98V84h-14M166 430v14h14" stroke={colors.mint} strokeWidth="2.5" />

    <g fill="url(#pf-hero-body)" stroke={colors.mint} strokeWidth="1.5">
      <path d={half} />
      <path d={half} transform="matrix(-1 0 0 1 468 0)" />
      <circle cx="234" cy="113" r="15" />
    </g>
    <rect x="152" y="300" width="164" height="40" fill="url(#pf-hero-scan)" />
    <path d="M154 340h160" stroke={colors.mint} strokeWidth="2.5" />

    {labels.map(([name, value, y, rx]) => (
      <g key={name}>
        <ellipse cx="234" cy={y} rx={rx} ry="5" stroke={colors.mint} strokeWidth="2" />
        <path
          d={`M${234 - rx} ${y}H140`}
          stroke={colors.mint}
          strokeWidth="1.5"
          strokeDasharray="2 4"
        />
        <rect
          x="2"
          y={y - 16}
          width="138"
          height="32"
          rx="16"
          fill={colors.white}
          stroke={colors.border}
        />
        <circle cx="16" cy={y} r="4" fill={colors.mint} />
        <text x="27" y={y + 5} {...text}>
          {name}{" "}
          <tspan fill={colors.ink} fontWeight="700">
            {value}
          </tspan>
        </text>
      </g>
    ))}

    <SoftShadow x={306} y={52} width={162} height={184} rx={16} />
    <SoftShadow x={270} y={322} width={204} height={134} rx={16} />
    <g fill={colors.white}>
      <rect x="306" y="52" width="162" height="184" rx="16" />
      <rect x="270" y="322" width="204" height="134" rx="16" />
    </g>

    <text x="318" y="80" {...text}>
      Virtuelle Anprobe
    </text>
    <circle cx="452" cy="75" r="10" fill={colors.mint} />
    <path d="M447 75l3 3 6-6" stroke={colors.white} strokeWidth="2" />
    <path
      d="M339 210a48 9 0 0 1 96 0"
      stroke={colors.border}
      strokeWidth="2"
      strokeDasharray="3 5"
    />
    <g stroke={colors.ink} strokeWidth="1.5">
      <path d="M382 128v-10a12 12 0 1 1 10 0v10" fill={colors.primarySoft} />
      <path
        d="M377 124c3 5 17 5 20 0l18 6 12 22-12 7-6-8v47h-44v-47l-6 8-12-7 12-22z"
        fill="url(#pf-hero-shirt)"
      />
    </g>
    <path d="M409 151v47h-12c6-14 9-30 12-47z" fill={colors.ink} fillOpacity=".1" />
    <path d="M339 210a48 9 0 0 0 96 0M427 204l8 6-9 5" stroke={colors.primary} strokeWidth="2" />

    <text x="286" y="350" {...text}>
      Empfohlene Größe
    </text>
    {["S", "M", "L", "XL"].map((s, i) => (
      <g key={s}>
        <rect
          x={286 + i * 44}
          y="362"
          width="38"
          height="34"
          rx="8"
          fill={s === "M" ? colors.primary : colors.surfaceMuted}
        />
        <text
          x={305 + i * 44}
          y="385"
          {...text}
          fontSize="16"
          fontWeight="700"
          textAnchor="middle"
          fill={s === "M" ? colors.white : colors.inkMuted}
        >
          {s}
        </text>
      </g>
    ))}
    <text x="286" y="422" {...text}>
      Konfidenzwert
    </text>
    <text x="458" y="422" {...text} fontWeight="700" fill={colors.ink} textAnchor="end">
      94&nbsp;%
    </text>
    <rect x="286" y="432" width="172" height="6" rx="3" fill={colors.border} />
    <rect x="286" y="432" width="162" height="6" rx="3" fill={colors.mint} />
  </svg>
);
