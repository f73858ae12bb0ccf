// The preset as the form holds it → as the API takes it (docs/adr/0043). The form keeps the calculator's id and
// its choices under `calculator_preset`; choosing no calculator is no preset at all (null), and a feature left at
// its default is not sent.

interface PresetForm {
  calculator_type_id?: number | null;
  width?: number | null;
  height?: number | null;
  options?: Record<string, string | null | undefined>;
}

export function withPreset<T extends { calculator_preset?: PresetForm | null; [field: string]: unknown }>(
  data: T,
): T {
  const preset = data.calculator_preset;
  if (preset === undefined) return data;
  if (preset === null || preset.calculator_type_id === null || preset.calculator_type_id === undefined)
    return { ...data, calculator_preset: null };
  const options = Object.fromEntries(
    Object.entries(preset.options ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return {
    ...data,
    calculator_preset: {
      calculator_type_id: preset.calculator_type_id,
      width: preset.width ?? null,
      height: preset.height ?? null,
      options,
    },
  };
}
