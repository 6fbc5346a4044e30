// The bar in the brand colour in every engine; the track stays visible in both themes.
const meterClass = [
  "mt-2 block h-2.5 w-full appearance-none overflow-hidden rounded-full bg-border",
  "[&::-webkit-meter-bar]:h-2.5 [&::-webkit-meter-bar]:rounded-full [&::-webkit-meter-bar]:border-0 [&::-webkit-meter-bar]:bg-border [&::-webkit-meter-bar]:bg-none",
  "[&::-webkit-meter-optimum-value]:rounded-full [&::-webkit-meter-optimum-value]:bg-brand [&::-webkit-meter-optimum-value]:bg-none",
  "[&::-moz-meter-bar]:rounded-full [&::-moz-meter-bar]:bg-brand [&::-moz-meter-bar]:bg-none",
].join(" ");

interface PopularityMeterProps {
  /** Unique prefix for the ids on the page. */
  id: string;
  /** Id of the element naming what is measured, e.g. the card title. */
  labelledBy: string;
  label: string;
  value: number;
}

/**
 * A native <meter> with its value also written out, so the number is readable without relying on
 * the bar's colour or length. Its name combines the card title and the visible label.
 */
export function PopularityMeter({ id, labelledBy, label, value }: PopularityMeterProps) {
  const labelId = `${id}-label`;
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span id={labelId} className="font-semibold text-ink">
          {label}: <span className="tabular-nums">{value}%</span>
        </span>
      </div>
      <meter min={0} max={100} value={value} aria-labelledby={`${labelledBy} ${labelId}`} className={meterClass}>
        {value}%
      </meter>
    </div>
  );
}
