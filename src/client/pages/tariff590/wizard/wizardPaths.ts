/** The tariff 590 wizard's steps as routes (behaviour.md §2 "Tariff 590 flow"), in order. */
export const TARIFF590_DOCUMENTS_PATH = '/tariff590/documents';
export const WIZARD_STEPS = [
  { path: '/tariff590/appointments', label: 'tariff590.wizard.steps.client' },
  { path: '/tariff590/invoice-header', label: 'tariff590.wizard.steps.header' },
  { path: '/tariff590/invoice-items', label: 'tariff590.wizard.steps.items' },
  { path: '/tariff590/invoice-preview', label: 'tariff590.wizard.steps.preview' },
] as const;
