/** The schema-UI engine (DESIGN §5): registry records as react-admin resources, lists and forms. */
export { lazyField, lazyWidget } from './lazyWidget';
export { resourceFromRecord } from './resourceFromRecord';
export type { RecordListConfig, RecordPaths, RecordResource, RecordResourceConfig, SaveContext } from './resourceTypes';
export type { FormGroup, RecordFormConfig } from './uiSchemaBuilder';
export { CentreScopeSync, useScopedCentre } from './centreScope';
