import { Minus, Plus } from 'lucide-react';
import { Button } from './button';

type QuantityStepperProps = {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  labels: { value: string; decrease: string; increase: string };
};

/** Minus, the number (typed or stepped) and plus; each control has its own accessible name. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = 99,
  labels,
}: QuantityStepperProps) {
  const set = (next: number) => onChange(Math.min(Math.max(Math.floor(next) || min, min), max));
  return (
    <div className="inline-flex items-center rounded-lg border border-input">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={labels.decrease}
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
      >
        <Minus aria-hidden className="size-4" />
      </Button>
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        aria-label={labels.value}
        onChange={(event) => set(Number(event.target.value))}
        className="h-11 w-12 appearance-none border-x border-input bg-background text-center text-base [-moz-appearance:textfield] focus-visible:outline-2 focus-visible:outline-ring/40 [&::-webkit-inner-spin-button]:appearance-none"
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={labels.increase}
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
      >
        <Plus aria-hidden className="size-4" />
      </Button>
    </div>
  );
}
