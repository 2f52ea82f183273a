/** The tariff 590 wizard's pages as one chunk: its steps share the frame, the draft and the calls. */
export { ClientStepPage } from './ClientStepPage';
export { HeaderStepPage } from './HeaderStepPage';
export { ItemsStepPage } from './ItemsStepPage';
export { PreviewStepPage } from './PreviewStepPage';
export { Tariff590DocumentsPage } from './DocumentsPage';
