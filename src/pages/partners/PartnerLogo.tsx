import type { Partner } from '../../content/partners'

/** A partner’s monogram logo (decorative: the partner’s name is the card heading). */
export function PartnerLogo({ logo, size = 56 }: { logo: Partner['logo']; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <rect width="56" height="56" rx="14" fill={logo.background} />
      <circle cx="46" cy="10" r="4" fill={logo.foreground} opacity="0.35" />
      <text
        x="28"
        y="29"
        textAnchor="middle"
        dominantBaseline="central"
        fill={logo.foreground}
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="22"
        fontWeight="800"
        letterSpacing="-0.5"
      >
        {logo.letters}
      </text>
    </svg>
  )
}
