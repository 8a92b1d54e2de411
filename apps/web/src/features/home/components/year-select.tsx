import { NativeSelect } from '@mantine/core';

/**
 * The pipeline's year. Its own chunk: Mantine's input machinery stays out of home's first load
 * (P10), and the select only shows once the pipeline has answered with leads.
 */
export default function YearSelect({
  years,
  year,
  onChange,
}: {
  years: number[];
  year: number;
  onChange: (year: number) => void;
}) {
  return (
    <NativeSelect
      label="Year"
      size="sm"
      w={110}
      data={years.map(String)}
      value={String(year)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}
