// generated — do not edit. Source: schemas/invoice.schema.json. Regenerate with `npm run gen`.
// @ts-nocheck: ajv standalone code (plain JavaScript) of the form schema, see generators/emitFormValidators.ts
import { formats, ucs2length } from '../../shared/formValidatorRuntime';

const schema18 = {"type":"object","additionalProperties":false,"required":["number","date","contactId"],"properties":{"number":{"type":"string","minLength":1,"maxLength":40,"x-storage":{"uniquePerCentre":true},"x-list":{"column":true,"sortable":true,"searchable":true},"x-label":"records.invoice.number"},"date":{"$ref":"#/$defs/date","x-list":{"column":true,"sortable":true,"filterable":"range"},"x-label":"records.invoice.date"},"status":{"type":"string","enum":["UNPROCESSED","UNPAID","SENT","PAID","OVERDUE","REMINDER1","REMINDER2","REMINDER3","CANCELLED"],"default":"UNPROCESSED","x-readOnly":true,"x-list":{"column":true,"filterable":"eq"},"x-label":"records.invoice.status","x-enumLabels":{"UNPROCESSED":"records.invoice.statusOptions.UNPROCESSED","UNPAID":"records.invoice.statusOptions.UNPAID","SENT":"records.invoice.statusOptions.SENT","PAID":"records.invoice.statusOptions.PAID","OVERDUE":"records.invoice.statusOptions.OVERDUE","REMINDER1":"records.invoice.statusOptions.REMINDER1","REMINDER2":"records.invoice.statusOptions.REMINDER2","REMINDER3":"records.invoice.statusOptions.REMINDER3","CANCELLED":"records.invoice.statusOptions.CANCELLED"}},"contactId":{"$ref":"#/$defs/uuid","x-list":{"column":true,"filterable":"eq"},"x-storage":{"index":true},"x-label":"records.invoice.contactId"},"providerId":{"$ref":"#/$defs/uuid","x-list":{"column":true,"filterable":"eq"},"x-storage":{"index":true},"x-label":"records.invoice.providerId"},"project_fk":{"$ref":"#/$defs/uuid","x-ref":{"record":"project","onDelete":"set null"},"x-label":"records.invoice.project_fk"},"currency":{"type":"string","enum":["CHF","EUR"],"default":"CHF","x-label":"records.invoice.currency","x-enumLabels":{"CHF":"records.invoice.currencyOptions.CHF","EUR":"records.invoice.currencyOptions.EUR"}},"amount":{"$ref":"#/$defs/money","default":0,"x-readOnly":true,"x-list":{"column":true,"sortable":true,"filterable":"range"},"x-label":"records.invoice.amount"},"totalNet":{"$ref":"#/$defs/money","default":0,"x-readOnly":true,"x-label":"records.invoice.totalNet"},"totalTax":{"$ref":"#/$defs/money","default":0,"x-readOnly":true,"x-label":"records.invoice.totalTax"},"rounding":{"type":"integer","minimum":-5,"maximum":5,"default":0,"x-readOnly":true,"x-label":"records.invoice.rounding"},"totalDue":{"$ref":"#/$defs/money","default":0,"x-readOnly":true,"x-list":{"column":true,"sortable":true},"x-label":"records.invoice.totalDue"},"vatByRate":{"type":"array","maxItems":20,"default":[],"x-readOnly":true,"items":{"type":"object","additionalProperties":false,"required":["code","rate","net","vat","gross"],"properties":{"code":{"type":"string","maxLength":20,"x-label":"records.invoice.vatByRate_code"},"rate":{"type":"number","minimum":0,"maximum":100,"x-label":"records.invoice.vatByRate_rate"},"net":{"type":"integer","x-label":"records.invoice.vatByRate_net"},"vat":{"type":"integer","x-label":"records.invoice.vatByRate_vat"},"gross":{"type":"integer","x-label":"records.invoice.vatByRate_gross"}}},"x-label":"records.invoice.vatByRate"},"reference":{"type":"string","maxLength":27,"x-readOnly":true,"x-storage":{"uniquePerCentre":true},"x-list":{"searchable":true},"x-label":"records.invoice.reference"},"referenceType":{"type":"string","enum":["QRR","SCOR","NON"],"default":"NON","x-readOnly":true,"x-label":"records.invoice.referenceType","x-enumLabels":{"QRR":"records.invoice.referenceTypeOptions.QRR","SCOR":"records.invoice.referenceTypeOptions.SCOR","NON":"records.invoice.referenceTypeOptions.NON"}},"iban":{"type":"string","maxLength":34,"x-readOnly":true,"x-label":"records.invoice.iban"},"paymentDeadline":{"$ref":"#/$defs/date","x-label":"records.invoice.paymentDeadline"},"printedAt":{"type":"string","format":"date-time","x-readOnly":true,"x-label":"records.invoice.printedAt"},"printedAtSecondForm":{"type":"string","format":"date-time","x-readOnly":true,"x-label":"records.invoice.printedAtSecondForm"},"sentAt":{"type":"string","format":"date-time","x-readOnly":true,"x-list":{"column":true,"sortable":true},"x-label":"records.invoice.sentAt"},"sentAs":{"type":"string","enum":["print","digital","direct","mixed"],"x-readOnly":true,"x-list":{"column":true,"filterable":"eq"},"x-label":"records.invoice.sentAs","x-enumLabels":{"print":"records.invoice.sentAsOptions.print","digital":"records.invoice.sentAsOptions.digital","direct":"records.invoice.sentAsOptions.direct","mixed":"records.invoice.sentAsOptions.mixed"}},"sendMode":{"type":"string","enum":["bulk","normal"],"x-readOnly":true,"x-label":"records.invoice.sendMode","x-enumLabels":{"bulk":"records.invoice.sendModeOptions.bulk","normal":"records.invoice.sendModeOptions.normal"}},"reminder1At":{"type":"string","format":"date-time","x-readOnly":true,"x-label":"records.invoice.reminder1At"},"reminder2At":{"type":"string","format":"date-time","x-readOnly":true,"x-label":"records.invoice.reminder2At"},"reminder3At":{"type":"string","format":"date-time","x-readOnly":true,"x-label":"records.invoice.reminder3At"},"paidAt":{"type":"string","format":"date-time","x-readOnly":true,"x-label":"records.invoice.paidAt"},"cancelledAt":{"type":"string","format":"date-time","x-readOnly":true,"x-label":"records.invoice.cancelledAt"},"bulkNumber":{"type":"string","maxLength":40,"x-readOnly":true,"x-list":{"filterable":"eq"},"x-label":"records.invoice.bulkNumber"},"creditNote":{"$ref":"#/$defs/money","default":0,"x-readOnly":true,"x-label":"records.invoice.creditNote"},"refund":{"$ref":"#/$defs/money","default":0,"x-readOnly":true,"x-label":"records.invoice.refund"},"birthDate":{"$ref":"#/$defs/date","x-label":"records.invoice.birthDate"},"billingDetails":{"type":"object","additionalProperties":false,"properties":{"name":{"type":"string","maxLength":140,"x-label":"records.invoice.billingDetails_name"},"street":{"type":"string","maxLength":70,"x-label":"records.invoice.billingDetails_street"},"building":{"type":"string","maxLength":16,"x-label":"records.invoice.billingDetails_building"},"zipcode":{"type":"string","maxLength":16,"x-label":"records.invoice.billingDetails_zipcode"},"city":{"type":"string","maxLength":35,"x-label":"records.invoice.billingDetails_city"},"country":{"type":"string","maxLength":2,"x-label":"records.invoice.billingDetails_country"},"email":{"type":"string","maxLength":254,"x-label":"records.invoice.billingDetails_email"},"language":{"type":"string","maxLength":2,"x-label":"records.invoice.billingDetails_language"}},"x-label":"records.invoice.billingDetails"},"header":{"type":"object","additionalProperties":false,"properties":{"title":{"type":"string","maxLength":100,"x-label":"records.invoice.header_title"},"intro":{"type":"string","maxLength":1000,"x-label":"records.invoice.header_intro"},"closing":{"type":"string","maxLength":2000,"x-label":"records.invoice.header_closing"},"greeting":{"type":"string","maxLength":500,"x-label":"records.invoice.header_greeting"},"signedBy":{"type":"string","maxLength":100,"x-label":"records.invoice.header_signedBy"},"law":{"type":"string","maxLength":20,"x-label":"records.invoice.header_law"},"treatmentType":{"type":"string","maxLength":50,"x-label":"records.invoice.header_treatmentType"},"treatmentReason":{"type":"string","maxLength":50,"x-label":"records.invoice.header_treatmentReason"},"tiers":{"type":"string","enum":["TG","TP"],"x-label":"records.invoice.header_tiers","x-enumLabels":{"TG":"records.invoice.header_tiersOptions.TG","TP":"records.invoice.header_tiersOptions.TP"}},"canton":{"type":"string","maxLength":2,"x-label":"records.invoice.header_canton"},"insurerName":{"type":"string","maxLength":100,"x-label":"records.invoice.header_insurerName"},"insurerGln":{"type":"string","maxLength":13,"x-label":"records.invoice.header_insurerGln"},"remark":{"type":"string","maxLength":500,"x-label":"records.invoice.header_remark"}},"x-label":"records.invoice.header"},"items":{"type":"array","maxItems":500,"default":[],"items":{"type":"object","additionalProperties":false,"required":["item_id","date","description","quantity","unitPrice"],"properties":{"item_id":{"$ref":"#/$defs/uuid","x-label":"records.invoice.items_item_id"},"appointmentId":{"$ref":"#/$defs/uuid","x-label":"records.invoice.items_appointmentId"},"service_fk":{"$ref":"#/$defs/uuid","x-label":"records.invoice.items_service_fk"},"date":{"$ref":"#/$defs/date","x-label":"records.invoice.items_date"},"duration":{"type":"integer","minimum":0,"maximum":1440,"x-label":"records.invoice.items_duration"},"description":{"type":"string","maxLength":200,"x-label":"records.invoice.items_description"},"tariff":{"type":"string","maxLength":3,"x-label":"records.invoice.items_tariff"},"tariffCode":{"type":"string","maxLength":20,"x-label":"records.invoice.items_tariffCode"},"quantity":{"type":"integer","minimum":1,"maximum":10000,"x-label":"records.invoice.items_quantity"},"unitPrice":{"$ref":"#/$defs/money","x-label":"records.invoice.items_unitPrice"},"amount":{"$ref":"#/$defs/money","x-label":"records.invoice.items_amount"},"vatCode":{"type":"string","maxLength":20,"x-label":"records.invoice.items_vatCode"},"vatRate":{"type":["number","null"],"minimum":0,"maximum":100,"x-label":"records.invoice.items_vatRate"},"vatAmount":{"type":"integer","minimum":0,"x-label":"records.invoice.items_vatAmount"}}},"x-label":"records.invoice.items"},"history":{"type":"array","maxItems":200,"default":[],"x-readOnly":true,"items":{"type":"object","additionalProperties":false,"required":["at","event"],"properties":{"at":{"type":"string","format":"date-time","x-label":"records.invoice.history_at"},"event":{"type":"string","enum":["created","sent","printed","printedSecondForm","emailed","overdue","reminder1","reminder2","reminder3","reminderEmailed","statusChanged"],"x-label":"records.invoice.history_event","x-enumLabels":{"created":"records.invoice.history_eventOptions.created","sent":"records.invoice.history_eventOptions.sent","printed":"records.invoice.history_eventOptions.printed","printedSecondForm":"records.invoice.history_eventOptions.printedSecondForm","emailed":"records.invoice.history_eventOptions.emailed","overdue":"records.invoice.history_eventOptions.overdue","reminder1":"records.invoice.history_eventOptions.reminder1","reminder2":"records.invoice.history_eventOptions.reminder2","reminder3":"records.invoice.history_eventOptions.reminder3","reminderEmailed":"records.invoice.history_eventOptions.reminderEmailed","statusChanged":"records.invoice.history_eventOptions.statusChanged"}},"status":{"type":"string","maxLength":20,"x-label":"records.invoice.history_status"},"day":{"$ref":"#/$defs/date","x-label":"records.invoice.history_day"},"by":{"$ref":"#/$defs/uuid","x-label":"records.invoice.history_by"},"detail":{"type":"string","maxLength":200,"x-label":"records.invoice.history_detail"}}},"x-label":"records.invoice.history"},"appointmentIds":{"type":"array","items":{"$ref":"#/$defs/uuid"},"maxItems":500,"default":[],"x-readOnly":true,"x-label":"records.invoice.appointmentIds"},"pdfTempLink":{"type":"string","maxLength":2000,"x-readOnly":true,"x-storage":{"virtual":true},"x-label":"records.invoice.pdfTempLink"}},"x-label":"records.invoice._title","$defs":{"date":{"type":"string","format":"date"},"money":{"type":"integer","minimum":0,"maximum":2000000000},"uuid":{"type":"string","format":"uuid"}},"$id":"7502689d"};
const schema19 = {"type":"string","format":"date"};
const schema20 = {"type":"string","format":"uuid"};
const schema23 = {"type":"integer","minimum":0,"maximum":2000000000};
const func2 = Object.prototype.hasOwnProperty;
const func7 = ucs2length;
const formats0 = formats.date;
const formats2 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const formats10 = formats["date-time"];

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="7502689d" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.number === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "number"},message:"must have required property '"+"number"+"'",schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.contactId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contactId"},message:"must have required property '"+"contactId"+"'",schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema18.properties, key0))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.number !== undefined){
let data0 = data.number;
if(typeof data0 === "string"){
if(func7(data0) > 40){
const err4 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema18.properties.number,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func7(data0) < 1){
const err5 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema18.properties.number,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.number.type,parentSchema:schema18.properties.number,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.date !== undefined){
let data1 = data.date;
if(typeof data1 === "string"){
if(!(formats0.validate(data1))){
const err7 = {instancePath:instancePath+"/date",schemaPath:"#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema19,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/date",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.type,parentSchema:schema19,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.status.type,parentSchema:schema18.properties.status,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((((((((data2 === "UNPROCESSED") || (data2 === "UNPAID")) || (data2 === "SENT")) || (data2 === "PAID")) || (data2 === "OVERDUE")) || (data2 === "REMINDER1")) || (data2 === "REMINDER2")) || (data2 === "REMINDER3")) || (data2 === "CANCELLED"))){
const err10 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema18.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.status.enum,parentSchema:schema18.properties.status,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.contactId !== undefined){
let data3 = data.contactId;
if(typeof data3 === "string"){
if(!(formats2.test(data3))){
const err11 = {instancePath:instancePath+"/contactId",schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema20,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/contactId",schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.type,parentSchema:schema20,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.providerId !== undefined){
let data4 = data.providerId;
if(typeof data4 === "string"){
if(!(formats2.test(data4))){
const err13 = {instancePath:instancePath+"/providerId",schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema20,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/providerId",schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.type,parentSchema:schema20,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.project_fk !== undefined){
let data5 = data.project_fk;
if(typeof data5 === "string"){
if(!(formats2.test(data5))){
const err15 = {instancePath:instancePath+"/project_fk",schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema20,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/project_fk",schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.type,parentSchema:schema20,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.currency !== undefined){
let data6 = data.currency;
if(typeof data6 !== "string"){
const err17 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.currency.type,parentSchema:schema18.properties.currency,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((data6 === "CHF") || (data6 === "EUR"))){
const err18 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/enum",keyword:"enum",params:{allowedValues: schema18.properties.currency.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.currency.enum,parentSchema:schema18.properties.currency,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.amount !== undefined){
let data7 = data.amount;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err19 = {instancePath:instancePath+"/amount",schemaPath:"#/$defs/money/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema23.type,parentSchema:schema23,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 > 2000000000 || isNaN(data7)){
const err20 = {instancePath:instancePath+"/amount",schemaPath:"#/$defs/money/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000000000},message:"must be <= 2000000000",schema:2000000000,parentSchema:schema23,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err21 = {instancePath:instancePath+"/amount",schemaPath:"#/$defs/money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema23,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.totalNet !== undefined){
let data8 = data.totalNet;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err22 = {instancePath:instancePath+"/totalNet",schemaPath:"#/$defs/money/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema23.type,parentSchema:schema23,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 2000000000 || isNaN(data8)){
const err23 = {instancePath:instancePath+"/totalNet",schemaPath:"#/$defs/money/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000000000},message:"must be <= 2000000000",schema:2000000000,parentSchema:schema23,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err24 = {instancePath:instancePath+"/totalNet",schemaPath:"#/$defs/money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema23,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data.totalTax !== undefined){
let data9 = data.totalTax;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err25 = {instancePath:instancePath+"/totalTax",schemaPath:"#/$defs/money/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema23.type,parentSchema:schema23,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 2000000000 || isNaN(data9)){
const err26 = {instancePath:instancePath+"/totalTax",schemaPath:"#/$defs/money/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000000000},message:"must be <= 2000000000",schema:2000000000,parentSchema:schema23,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err27 = {instancePath:instancePath+"/totalTax",schemaPath:"#/$defs/money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema23,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data.rounding !== undefined){
let data10 = data.rounding;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err28 = {instancePath:instancePath+"/rounding",schemaPath:"#/properties/rounding/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.rounding.type,parentSchema:schema18.properties.rounding,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 > 5 || isNaN(data10)){
const err29 = {instancePath:instancePath+"/rounding",schemaPath:"#/properties/rounding/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5",schema:5,parentSchema:schema18.properties.rounding,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data10 < -5 || isNaN(data10)){
const err30 = {instancePath:instancePath+"/rounding",schemaPath:"#/properties/rounding/minimum",keyword:"minimum",params:{comparison: ">=", limit: -5},message:"must be >= -5",schema:-5,parentSchema:schema18.properties.rounding,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data.totalDue !== undefined){
let data11 = data.totalDue;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err31 = {instancePath:instancePath+"/totalDue",schemaPath:"#/$defs/money/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema23.type,parentSchema:schema23,data:data11};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 > 2000000000 || isNaN(data11)){
const err32 = {instancePath:instancePath+"/totalDue",schemaPath:"#/$defs/money/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000000000},message:"must be <= 2000000000",schema:2000000000,parentSchema:schema23,data:data11};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err33 = {instancePath:instancePath+"/totalDue",schemaPath:"#/$defs/money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema23,data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
if(data.vatByRate !== undefined){
let data12 = data.vatByRate;
if(Array.isArray(data12)){
if(data12.length > 20){
const err34 = {instancePath:instancePath+"/vatByRate",schemaPath:"#/properties/vatByRate/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items",schema:20,parentSchema:schema18.properties.vatByRate,data:data12};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.code === undefined){
const err35 = {instancePath:instancePath+"/vatByRate/" + i0,schemaPath:"#/properties/vatByRate/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema18.properties.vatByRate.items.required,parentSchema:schema18.properties.vatByRate.items,data:data13};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data13.rate === undefined){
const err36 = {instancePath:instancePath+"/vatByRate/" + i0,schemaPath:"#/properties/vatByRate/items/required",keyword:"required",params:{missingProperty: "rate"},message:"must have required property '"+"rate"+"'",schema:schema18.properties.vatByRate.items.required,parentSchema:schema18.properties.vatByRate.items,data:data13};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data13.net === undefined){
const err37 = {instancePath:instancePath+"/vatByRate/" + i0,schemaPath:"#/properties/vatByRate/items/required",keyword:"required",params:{missingProperty: "net"},message:"must have required property '"+"net"+"'",schema:schema18.properties.vatByRate.items.required,parentSchema:schema18.properties.vatByRate.items,data:data13};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data13.vat === undefined){
const err38 = {instancePath:instancePath+"/vatByRate/" + i0,schemaPath:"#/properties/vatByRate/items/required",keyword:"required",params:{missingProperty: "vat"},message:"must have required property '"+"vat"+"'",schema:schema18.properties.vatByRate.items.required,parentSchema:schema18.properties.vatByRate.items,data:data13};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data13.gross === undefined){
const err39 = {instancePath:instancePath+"/vatByRate/" + i0,schemaPath:"#/properties/vatByRate/items/required",keyword:"required",params:{missingProperty: "gross"},message:"must have required property '"+"gross"+"'",schema:schema18.properties.vatByRate.items.required,parentSchema:schema18.properties.vatByRate.items,data:data13};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
for(const key1 in data13){
if(!(((((key1 === "code") || (key1 === "rate")) || (key1 === "net")) || (key1 === "vat")) || (key1 === "gross"))){
const err40 = {instancePath:instancePath+"/vatByRate/" + i0,schemaPath:"#/properties/vatByRate/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema18.properties.vatByRate.items,data:data13};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data13.code !== undefined){
let data14 = data13.code;
if(typeof data14 === "string"){
if(func7(data14) > 20){
const err41 = {instancePath:instancePath+"/vatByRate/" + i0+"/code",schemaPath:"#/properties/vatByRate/items/properties/code/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema18.properties.vatByRate.items.properties.code,data:data14};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/vatByRate/" + i0+"/code",schemaPath:"#/properties/vatByRate/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.vatByRate.items.properties.code.type,parentSchema:schema18.properties.vatByRate.items.properties.code,data:data14};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data13.rate !== undefined){
let data15 = data13.rate;
if(typeof data15 == "number"){
if(data15 > 100 || isNaN(data15)){
const err43 = {instancePath:instancePath+"/vatByRate/" + i0+"/rate",schemaPath:"#/properties/vatByRate/items/properties/rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema18.properties.vatByRate.items.properties.rate,data:data15};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err44 = {instancePath:instancePath+"/vatByRate/" + i0+"/rate",schemaPath:"#/properties/vatByRate/items/properties/rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.vatByRate.items.properties.rate,data:data15};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/vatByRate/" + i0+"/rate",schemaPath:"#/properties/vatByRate/items/properties/rate/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema18.properties.vatByRate.items.properties.rate.type,parentSchema:schema18.properties.vatByRate.items.properties.rate,data:data15};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data13.net !== undefined){
let data16 = data13.net;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
const err46 = {instancePath:instancePath+"/vatByRate/" + i0+"/net",schemaPath:"#/properties/vatByRate/items/properties/net/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.vatByRate.items.properties.net.type,parentSchema:schema18.properties.vatByRate.items.properties.net,data:data16};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data13.vat !== undefined){
let data17 = data13.vat;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
const err47 = {instancePath:instancePath+"/vatByRate/" + i0+"/vat",schemaPath:"#/properties/vatByRate/items/properties/vat/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.vatByRate.items.properties.vat.type,parentSchema:schema18.properties.vatByRate.items.properties.vat,data:data17};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data13.gross !== undefined){
let data18 = data13.gross;
if(!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))){
const err48 = {instancePath:instancePath+"/vatByRate/" + i0+"/gross",schemaPath:"#/properties/vatByRate/items/properties/gross/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.vatByRate.items.properties.gross.type,parentSchema:schema18.properties.vatByRate.items.properties.gross,data:data18};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/vatByRate/" + i0,schemaPath:"#/properties/vatByRate/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.properties.vatByRate.items.type,parentSchema:schema18.properties.vatByRate.items,data:data13};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/vatByRate",schemaPath:"#/properties/vatByRate/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema18.properties.vatByRate.type,parentSchema:schema18.properties.vatByRate,data:data12};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.reference !== undefined){
let data19 = data.reference;
if(typeof data19 === "string"){
if(func7(data19) > 27){
const err51 = {instancePath:instancePath+"/reference",schemaPath:"#/properties/reference/maxLength",keyword:"maxLength",params:{limit: 27},message:"must NOT have more than 27 characters",schema:27,parentSchema:schema18.properties.reference,data:data19};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/reference",schemaPath:"#/properties/reference/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.reference.type,parentSchema:schema18.properties.reference,data:data19};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.referenceType !== undefined){
let data20 = data.referenceType;
if(typeof data20 !== "string"){
const err53 = {instancePath:instancePath+"/referenceType",schemaPath:"#/properties/referenceType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.referenceType.type,parentSchema:schema18.properties.referenceType,data:data20};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(!(((data20 === "QRR") || (data20 === "SCOR")) || (data20 === "NON"))){
const err54 = {instancePath:instancePath+"/referenceType",schemaPath:"#/properties/referenceType/enum",keyword:"enum",params:{allowedValues: schema18.properties.referenceType.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.referenceType.enum,parentSchema:schema18.properties.referenceType,data:data20};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.iban !== undefined){
let data21 = data.iban;
if(typeof data21 === "string"){
if(func7(data21) > 34){
const err55 = {instancePath:instancePath+"/iban",schemaPath:"#/properties/iban/maxLength",keyword:"maxLength",params:{limit: 34},message:"must NOT have more than 34 characters",schema:34,parentSchema:schema18.properties.iban,data:data21};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/iban",schemaPath:"#/properties/iban/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.iban.type,parentSchema:schema18.properties.iban,data:data21};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.paymentDeadline !== undefined){
let data22 = data.paymentDeadline;
if(typeof data22 === "string"){
if(!(formats0.validate(data22))){
const err57 = {instancePath:instancePath+"/paymentDeadline",schemaPath:"#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema19,data:data22};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/paymentDeadline",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.type,parentSchema:schema19,data:data22};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.printedAt !== undefined){
let data23 = data.printedAt;
if(typeof data23 === "string"){
if(!(formats10.validate(data23))){
const err59 = {instancePath:instancePath+"/printedAt",schemaPath:"#/properties/printedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema18.properties.printedAt,data:data23};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/printedAt",schemaPath:"#/properties/printedAt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.printedAt.type,parentSchema:schema18.properties.printedAt,data:data23};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.printedAtSecondForm !== undefined){
let data24 = data.printedAtSecondForm;
if(typeof data24 === "string"){
if(!(formats10.validate(data24))){
const err61 = {instancePath:instancePath+"/printedAtSecondForm",schemaPath:"#/properties/printedAtSecondForm/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema18.properties.printedAtSecondForm,data:data24};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/printedAtSecondForm",schemaPath:"#/properties/printedAtSecondForm/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.printedAtSecondForm.type,parentSchema:schema18.properties.printedAtSecondForm,data:data24};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.sentAt !== undefined){
let data25 = data.sentAt;
if(typeof data25 === "string"){
if(!(formats10.validate(data25))){
const err63 = {instancePath:instancePath+"/sentAt",schemaPath:"#/properties/sentAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema18.properties.sentAt,data:data25};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/sentAt",schemaPath:"#/properties/sentAt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.sentAt.type,parentSchema:schema18.properties.sentAt,data:data25};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.sentAs !== undefined){
let data26 = data.sentAs;
if(typeof data26 !== "string"){
const err65 = {instancePath:instancePath+"/sentAs",schemaPath:"#/properties/sentAs/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.sentAs.type,parentSchema:schema18.properties.sentAs,data:data26};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(!((((data26 === "print") || (data26 === "digital")) || (data26 === "direct")) || (data26 === "mixed"))){
const err66 = {instancePath:instancePath+"/sentAs",schemaPath:"#/properties/sentAs/enum",keyword:"enum",params:{allowedValues: schema18.properties.sentAs.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.sentAs.enum,parentSchema:schema18.properties.sentAs,data:data26};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.sendMode !== undefined){
let data27 = data.sendMode;
if(typeof data27 !== "string"){
const err67 = {instancePath:instancePath+"/sendMode",schemaPath:"#/properties/sendMode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.sendMode.type,parentSchema:schema18.properties.sendMode,data:data27};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(!((data27 === "bulk") || (data27 === "normal"))){
const err68 = {instancePath:instancePath+"/sendMode",schemaPath:"#/properties/sendMode/enum",keyword:"enum",params:{allowedValues: schema18.properties.sendMode.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.sendMode.enum,parentSchema:schema18.properties.sendMode,data:data27};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.reminder1At !== undefined){
let data28 = data.reminder1At;
if(typeof data28 === "string"){
if(!(formats10.validate(data28))){
const err69 = {instancePath:instancePath+"/reminder1At",schemaPath:"#/properties/reminder1At/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema18.properties.reminder1At,data:data28};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/reminder1At",schemaPath:"#/properties/reminder1At/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.reminder1At.type,parentSchema:schema18.properties.reminder1At,data:data28};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.reminder2At !== undefined){
let data29 = data.reminder2At;
if(typeof data29 === "string"){
if(!(formats10.validate(data29))){
const err71 = {instancePath:instancePath+"/reminder2At",schemaPath:"#/properties/reminder2At/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema18.properties.reminder2At,data:data29};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/reminder2At",schemaPath:"#/properties/reminder2At/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.reminder2At.type,parentSchema:schema18.properties.reminder2At,data:data29};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data.reminder3At !== undefined){
let data30 = data.reminder3At;
if(typeof data30 === "string"){
if(!(formats10.validate(data30))){
const err73 = {instancePath:instancePath+"/reminder3At",schemaPath:"#/properties/reminder3At/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema18.properties.reminder3At,data:data30};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/reminder3At",schemaPath:"#/properties/reminder3At/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.reminder3At.type,parentSchema:schema18.properties.reminder3At,data:data30};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data.paidAt !== undefined){
let data31 = data.paidAt;
if(typeof data31 === "string"){
if(!(formats10.validate(data31))){
const err75 = {instancePath:instancePath+"/paidAt",schemaPath:"#/properties/paidAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema18.properties.paidAt,data:data31};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/paidAt",schemaPath:"#/properties/paidAt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.paidAt.type,parentSchema:schema18.properties.paidAt,data:data31};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data.cancelledAt !== undefined){
let data32 = data.cancelledAt;
if(typeof data32 === "string"){
if(!(formats10.validate(data32))){
const err77 = {instancePath:instancePath+"/cancelledAt",schemaPath:"#/properties/cancelledAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema18.properties.cancelledAt,data:data32};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/cancelledAt",schemaPath:"#/properties/cancelledAt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.cancelledAt.type,parentSchema:schema18.properties.cancelledAt,data:data32};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data.bulkNumber !== undefined){
let data33 = data.bulkNumber;
if(typeof data33 === "string"){
if(func7(data33) > 40){
const err79 = {instancePath:instancePath+"/bulkNumber",schemaPath:"#/properties/bulkNumber/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema18.properties.bulkNumber,data:data33};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
else {
const err80 = {instancePath:instancePath+"/bulkNumber",schemaPath:"#/properties/bulkNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.bulkNumber.type,parentSchema:schema18.properties.bulkNumber,data:data33};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data.creditNote !== undefined){
let data34 = data.creditNote;
if(!((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34)))){
const err81 = {instancePath:instancePath+"/creditNote",schemaPath:"#/$defs/money/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema23.type,parentSchema:schema23,data:data34};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(typeof data34 == "number"){
if(data34 > 2000000000 || isNaN(data34)){
const err82 = {instancePath:instancePath+"/creditNote",schemaPath:"#/$defs/money/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000000000},message:"must be <= 2000000000",schema:2000000000,parentSchema:schema23,data:data34};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data34 < 0 || isNaN(data34)){
const err83 = {instancePath:instancePath+"/creditNote",schemaPath:"#/$defs/money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema23,data:data34};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
if(data.refund !== undefined){
let data35 = data.refund;
if(!((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35)))){
const err84 = {instancePath:instancePath+"/refund",schemaPath:"#/$defs/money/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema23.type,parentSchema:schema23,data:data35};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(typeof data35 == "number"){
if(data35 > 2000000000 || isNaN(data35)){
const err85 = {instancePath:instancePath+"/refund",schemaPath:"#/$defs/money/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000000000},message:"must be <= 2000000000",schema:2000000000,parentSchema:schema23,data:data35};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data35 < 0 || isNaN(data35)){
const err86 = {instancePath:instancePath+"/refund",schemaPath:"#/$defs/money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema23,data:data35};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
if(data.birthDate !== undefined){
let data36 = data.birthDate;
if(typeof data36 === "string"){
if(!(formats0.validate(data36))){
const err87 = {instancePath:instancePath+"/birthDate",schemaPath:"#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema19,data:data36};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/birthDate",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.type,parentSchema:schema19,data:data36};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data.billingDetails !== undefined){
let data37 = data.billingDetails;
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
for(const key2 in data37){
if(!((((((((key2 === "name") || (key2 === "street")) || (key2 === "building")) || (key2 === "zipcode")) || (key2 === "city")) || (key2 === "country")) || (key2 === "email")) || (key2 === "language"))){
const err89 = {instancePath:instancePath+"/billingDetails",schemaPath:"#/properties/billingDetails/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema18.properties.billingDetails,data:data37};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data37.name !== undefined){
let data38 = data37.name;
if(typeof data38 === "string"){
if(func7(data38) > 140){
const err90 = {instancePath:instancePath+"/billingDetails/name",schemaPath:"#/properties/billingDetails/properties/name/maxLength",keyword:"maxLength",params:{limit: 140},message:"must NOT have more than 140 characters",schema:140,parentSchema:schema18.properties.billingDetails.properties.name,data:data38};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
else {
const err91 = {instancePath:instancePath+"/billingDetails/name",schemaPath:"#/properties/billingDetails/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.billingDetails.properties.name.type,parentSchema:schema18.properties.billingDetails.properties.name,data:data38};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data37.street !== undefined){
let data39 = data37.street;
if(typeof data39 === "string"){
if(func7(data39) > 70){
const err92 = {instancePath:instancePath+"/billingDetails/street",schemaPath:"#/properties/billingDetails/properties/street/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters",schema:70,parentSchema:schema18.properties.billingDetails.properties.street,data:data39};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
else {
const err93 = {instancePath:instancePath+"/billingDetails/street",schemaPath:"#/properties/billingDetails/properties/street/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.billingDetails.properties.street.type,parentSchema:schema18.properties.billingDetails.properties.street,data:data39};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data37.building !== undefined){
let data40 = data37.building;
if(typeof data40 === "string"){
if(func7(data40) > 16){
const err94 = {instancePath:instancePath+"/billingDetails/building",schemaPath:"#/properties/billingDetails/properties/building/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters",schema:16,parentSchema:schema18.properties.billingDetails.properties.building,data:data40};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
else {
const err95 = {instancePath:instancePath+"/billingDetails/building",schemaPath:"#/properties/billingDetails/properties/building/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.billingDetails.properties.building.type,parentSchema:schema18.properties.billingDetails.properties.building,data:data40};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data37.zipcode !== undefined){
let data41 = data37.zipcode;
if(typeof data41 === "string"){
if(func7(data41) > 16){
const err96 = {instancePath:instancePath+"/billingDetails/zipcode",schemaPath:"#/properties/billingDetails/properties/zipcode/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters",schema:16,parentSchema:schema18.properties.billingDetails.properties.zipcode,data:data41};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/billingDetails/zipcode",schemaPath:"#/properties/billingDetails/properties/zipcode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.billingDetails.properties.zipcode.type,parentSchema:schema18.properties.billingDetails.properties.zipcode,data:data41};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data37.city !== undefined){
let data42 = data37.city;
if(typeof data42 === "string"){
if(func7(data42) > 35){
const err98 = {instancePath:instancePath+"/billingDetails/city",schemaPath:"#/properties/billingDetails/properties/city/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema18.properties.billingDetails.properties.city,data:data42};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
else {
const err99 = {instancePath:instancePath+"/billingDetails/city",schemaPath:"#/properties/billingDetails/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.billingDetails.properties.city.type,parentSchema:schema18.properties.billingDetails.properties.city,data:data42};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data37.country !== undefined){
let data43 = data37.country;
if(typeof data43 === "string"){
if(func7(data43) > 2){
const err100 = {instancePath:instancePath+"/billingDetails/country",schemaPath:"#/properties/billingDetails/properties/country/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters",schema:2,parentSchema:schema18.properties.billingDetails.properties.country,data:data43};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
else {
const err101 = {instancePath:instancePath+"/billingDetails/country",schemaPath:"#/properties/billingDetails/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.billingDetails.properties.country.type,parentSchema:schema18.properties.billingDetails.properties.country,data:data43};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data37.email !== undefined){
let data44 = data37.email;
if(typeof data44 === "string"){
if(func7(data44) > 254){
const err102 = {instancePath:instancePath+"/billingDetails/email",schemaPath:"#/properties/billingDetails/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema18.properties.billingDetails.properties.email,data:data44};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
else {
const err103 = {instancePath:instancePath+"/billingDetails/email",schemaPath:"#/properties/billingDetails/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.billingDetails.properties.email.type,parentSchema:schema18.properties.billingDetails.properties.email,data:data44};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data37.language !== undefined){
let data45 = data37.language;
if(typeof data45 === "string"){
if(func7(data45) > 2){
const err104 = {instancePath:instancePath+"/billingDetails/language",schemaPath:"#/properties/billingDetails/properties/language/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters",schema:2,parentSchema:schema18.properties.billingDetails.properties.language,data:data45};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
else {
const err105 = {instancePath:instancePath+"/billingDetails/language",schemaPath:"#/properties/billingDetails/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.billingDetails.properties.language.type,parentSchema:schema18.properties.billingDetails.properties.language,data:data45};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
}
else {
const err106 = {instancePath:instancePath+"/billingDetails",schemaPath:"#/properties/billingDetails/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.properties.billingDetails.type,parentSchema:schema18.properties.billingDetails,data:data37};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data.header !== undefined){
let data46 = data.header;
if(data46 && typeof data46 == "object" && !Array.isArray(data46)){
for(const key3 in data46){
if(!(func2.call(schema18.properties.header.properties, key3))){
const err107 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema18.properties.header,data:data46};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data46.title !== undefined){
let data47 = data46.title;
if(typeof data47 === "string"){
if(func7(data47) > 100){
const err108 = {instancePath:instancePath+"/header/title",schemaPath:"#/properties/header/properties/title/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema18.properties.header.properties.title,data:data47};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
else {
const err109 = {instancePath:instancePath+"/header/title",schemaPath:"#/properties/header/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.header.properties.title.type,parentSchema:schema18.properties.header.properties.title,data:data47};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data46.intro !== undefined){
let data48 = data46.intro;
if(typeof data48 === "string"){
if(func7(data48) > 1000){
const err110 = {instancePath:instancePath+"/header/intro",schemaPath:"#/properties/header/properties/intro/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema18.properties.header.properties.intro,data:data48};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
else {
const err111 = {instancePath:instancePath+"/header/intro",schemaPath:"#/properties/header/properties/intro/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.header.properties.intro.type,parentSchema:schema18.properties.header.properties.intro,data:data48};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data46.closing !== undefined){
let data49 = data46.closing;
if(typeof data49 === "string"){
if(func7(data49) > 2000){
const err112 = {instancePath:instancePath+"/header/closing",schemaPath:"#/properties/header/properties/closing/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema18.properties.header.properties.closing,data:data49};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
else {
const err113 = {instancePath:instancePath+"/header/closing",schemaPath:"#/properties/header/properties/closing/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.header.properties.closing.type,parentSchema:schema18.properties.header.properties.closing,data:data49};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data46.greeting !== undefined){
let data50 = data46.greeting;
if(typeof data50 === "string"){
if(func7(data50) > 500){
const err114 = {instancePath:instancePath+"/header/greeting",schemaPath:"#/properties/header/properties/greeting/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema18.properties.header.properties.greeting,data:data50};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
else {
const err115 = {instancePath:instancePath+"/header/greeting",schemaPath:"#/properties/header/properties/greeting/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.header.properties.greeting.type,parentSchema:schema18.properties.header.properties.greeting,data:data50};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data46.signedBy !== undefined){
let data51 = data46.signedBy;
if(typeof data51 === "string"){
if(func7(data51) > 100){
const err116 = {instancePath:instancePath+"/header/signedBy",schemaPath:"#/properties/header/properties/signedBy/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema18.properties.header.properties.signedBy,data:data51};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
else {
const err117 = {instancePath:instancePath+"/header/signedBy",schemaPath:"#/properties/header/properties/signedBy/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.header.properties.signedBy.type,parentSchema:schema18.properties.header.properties.signedBy,data:data51};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data46.law !== undefined){
let data52 = data46.law;
if(typeof data52 === "string"){
if(func7(data52) > 20){
const err118 = {instancePath:instancePath+"/header/law",schemaPath:"#/properties/header/properties/law/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema18.properties.header.properties.law,data:data52};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
else {
const err119 = {instancePath:instancePath+"/header/law",schemaPath:"#/properties/header/properties/law/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.header.properties.law.type,parentSchema:schema18.properties.header.properties.law,data:data52};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data46.treatmentType !== undefined){
let data53 = data46.treatmentType;
if(typeof data53 === "string"){
if(func7(data53) > 50){
const err120 = {instancePath:instancePath+"/header/treatmentType",schemaPath:"#/properties/header/properties/treatmentType/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.header.properties.treatmentType,data:data53};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
else {
const err121 = {instancePath:instancePath+"/header/treatmentType",schemaPath:"#/properties/header/properties/treatmentType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.header.properties.treatmentType.type,parentSchema:schema18.properties.header.properties.treatmentType,data:data53};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data46.treatmentReason !== undefined){
let data54 = data46.treatmentReason;
if(typeof data54 === "string"){
if(func7(data54) > 50){
const err122 = {instancePath:instancePath+"/header/treatmentReason",schemaPath:"#/properties/header/properties/treatmentReason/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.header.properties.treatmentReason,data:data54};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
else {
const err123 = {instancePath:instancePath+"/header/treatmentReason",schemaPath:"#/properties/header/properties/treatmentReason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.header.properties.treatmentReason.type,parentSchema:schema18.properties.header.properties.treatmentReason,data:data54};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data46.tiers !== undefined){
let data55 = data46.tiers;
if(typeof data55 !== "string"){
const err124 = {instancePath:instancePath+"/header/tiers",schemaPath:"#/properties/header/properties/tiers/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.header.properties.tiers.type,parentSchema:schema18.properties.header.properties.tiers,data:data55};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(!((data55 === "TG") || (data55 === "TP"))){
const err125 = {instancePath:instancePath+"/header/tiers",schemaPath:"#/properties/header/properties/tiers/enum",keyword:"enum",params:{allowedValues: schema18.properties.header.properties.tiers.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.header.properties.tiers.enum,parentSchema:schema18.properties.header.properties.tiers,data:data55};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
if(data46.canton !== undefined){
let data56 = data46.canton;
if(typeof data56 === "string"){
if(func7(data56) > 2){
const err126 = {instancePath:instancePath+"/header/canton",schemaPath:"#/properties/header/properties/canton/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters",schema:2,parentSchema:schema18.properties.header.properties.canton,data:data56};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
else {
const err127 = {instancePath:instancePath+"/header/canton",schemaPath:"#/properties/header/properties/canton/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.header.properties.canton.type,parentSchema:schema18.properties.header.properties.canton,data:data56};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data46.insurerName !== undefined){
let data57 = data46.insurerName;
if(typeof data57 === "string"){
if(func7(data57) > 100){
const err128 = {instancePath:instancePath+"/header/insurerName",schemaPath:"#/properties/header/properties/insurerName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema18.properties.header.properties.insurerName,data:data57};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
else {
const err129 = {instancePath:instancePath+"/header/insurerName",schemaPath:"#/properties/header/properties/insurerName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.header.properties.insurerName.type,parentSchema:schema18.properties.header.properties.insurerName,data:data57};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data46.insurerGln !== undefined){
let data58 = data46.insurerGln;
if(typeof data58 === "string"){
if(func7(data58) > 13){
const err130 = {instancePath:instancePath+"/header/insurerGln",schemaPath:"#/properties/header/properties/insurerGln/maxLength",keyword:"maxLength",params:{limit: 13},message:"must NOT have more than 13 characters",schema:13,parentSchema:schema18.properties.header.properties.insurerGln,data:data58};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
else {
const err131 = {instancePath:instancePath+"/header/insurerGln",schemaPath:"#/properties/header/properties/insurerGln/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.header.properties.insurerGln.type,parentSchema:schema18.properties.header.properties.insurerGln,data:data58};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
if(data46.remark !== undefined){
let data59 = data46.remark;
if(typeof data59 === "string"){
if(func7(data59) > 500){
const err132 = {instancePath:instancePath+"/header/remark",schemaPath:"#/properties/header/properties/remark/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema18.properties.header.properties.remark,data:data59};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
else {
const err133 = {instancePath:instancePath+"/header/remark",schemaPath:"#/properties/header/properties/remark/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.header.properties.remark.type,parentSchema:schema18.properties.header.properties.remark,data:data59};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
}
else {
const err134 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.properties.header.type,parentSchema:schema18.properties.header,data:data46};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
if(data.items !== undefined){
let data60 = data.items;
if(Array.isArray(data60)){
if(data60.length > 500){
const err135 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items",schema:500,parentSchema:schema18.properties.items,data:data60};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
const len1 = data60.length;
for(let i1=0; i1<len1; i1++){
let data61 = data60[i1];
if(data61 && typeof data61 == "object" && !Array.isArray(data61)){
if(data61.item_id === undefined){
const err136 = {instancePath:instancePath+"/items/" + i1,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "item_id"},message:"must have required property '"+"item_id"+"'",schema:schema18.properties.items.items.required,parentSchema:schema18.properties.items.items,data:data61};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if(data61.date === undefined){
const err137 = {instancePath:instancePath+"/items/" + i1,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema18.properties.items.items.required,parentSchema:schema18.properties.items.items,data:data61};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
if(data61.description === undefined){
const err138 = {instancePath:instancePath+"/items/" + i1,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'",schema:schema18.properties.items.items.required,parentSchema:schema18.properties.items.items,data:data61};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
if(data61.quantity === undefined){
const err139 = {instancePath:instancePath+"/items/" + i1,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "quantity"},message:"must have required property '"+"quantity"+"'",schema:schema18.properties.items.items.required,parentSchema:schema18.properties.items.items,data:data61};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
if(data61.unitPrice === undefined){
const err140 = {instancePath:instancePath+"/items/" + i1,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "unitPrice"},message:"must have required property '"+"unitPrice"+"'",schema:schema18.properties.items.items.required,parentSchema:schema18.properties.items.items,data:data61};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
for(const key4 in data61){
if(!(func2.call(schema18.properties.items.items.properties, key4))){
const err141 = {instancePath:instancePath+"/items/" + i1,schemaPath:"#/properties/items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema18.properties.items.items,data:data61};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
if(data61.item_id !== undefined){
let data62 = data61.item_id;
if(typeof data62 === "string"){
if(!(formats2.test(data62))){
const err142 = {instancePath:instancePath+"/items/" + i1+"/item_id",schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema20,data:data62};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
else {
const err143 = {instancePath:instancePath+"/items/" + i1+"/item_id",schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.type,parentSchema:schema20,data:data62};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data61.appointmentId !== undefined){
let data63 = data61.appointmentId;
if(typeof data63 === "string"){
if(!(formats2.test(data63))){
const err144 = {instancePath:instancePath+"/items/" + i1+"/appointmentId",schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema20,data:data63};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
else {
const err145 = {instancePath:instancePath+"/items/" + i1+"/appointmentId",schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.type,parentSchema:schema20,data:data63};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
if(data61.service_fk !== undefined){
let data64 = data61.service_fk;
if(typeof data64 === "string"){
if(!(formats2.test(data64))){
const err146 = {instancePath:instancePath+"/items/" + i1+"/service_fk",schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema20,data:data64};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
else {
const err147 = {instancePath:instancePath+"/items/" + i1+"/service_fk",schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.type,parentSchema:schema20,data:data64};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
if(data61.date !== undefined){
let data65 = data61.date;
if(typeof data65 === "string"){
if(!(formats0.validate(data65))){
const err148 = {instancePath:instancePath+"/items/" + i1+"/date",schemaPath:"#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema19,data:data65};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
else {
const err149 = {instancePath:instancePath+"/items/" + i1+"/date",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.type,parentSchema:schema19,data:data65};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
if(data61.duration !== undefined){
let data66 = data61.duration;
if(!((typeof data66 == "number") && (!(data66 % 1) && !isNaN(data66)))){
const err150 = {instancePath:instancePath+"/items/" + i1+"/duration",schemaPath:"#/properties/items/items/properties/duration/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.items.items.properties.duration.type,parentSchema:schema18.properties.items.items.properties.duration,data:data66};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
if(typeof data66 == "number"){
if(data66 > 1440 || isNaN(data66)){
const err151 = {instancePath:instancePath+"/items/" + i1+"/duration",schemaPath:"#/properties/items/items/properties/duration/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1440},message:"must be <= 1440",schema:1440,parentSchema:schema18.properties.items.items.properties.duration,data:data66};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
if(data66 < 0 || isNaN(data66)){
const err152 = {instancePath:instancePath+"/items/" + i1+"/duration",schemaPath:"#/properties/items/items/properties/duration/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.items.items.properties.duration,data:data66};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
}
if(data61.description !== undefined){
let data67 = data61.description;
if(typeof data67 === "string"){
if(func7(data67) > 200){
const err153 = {instancePath:instancePath+"/items/" + i1+"/description",schemaPath:"#/properties/items/items/properties/description/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema18.properties.items.items.properties.description,data:data67};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
else {
const err154 = {instancePath:instancePath+"/items/" + i1+"/description",schemaPath:"#/properties/items/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.items.items.properties.description.type,parentSchema:schema18.properties.items.items.properties.description,data:data67};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data61.tariff !== undefined){
let data68 = data61.tariff;
if(typeof data68 === "string"){
if(func7(data68) > 3){
const err155 = {instancePath:instancePath+"/items/" + i1+"/tariff",schemaPath:"#/properties/items/items/properties/tariff/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters",schema:3,parentSchema:schema18.properties.items.items.properties.tariff,data:data68};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
else {
const err156 = {instancePath:instancePath+"/items/" + i1+"/tariff",schemaPath:"#/properties/items/items/properties/tariff/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.items.items.properties.tariff.type,parentSchema:schema18.properties.items.items.properties.tariff,data:data68};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data61.tariffCode !== undefined){
let data69 = data61.tariffCode;
if(typeof data69 === "string"){
if(func7(data69) > 20){
const err157 = {instancePath:instancePath+"/items/" + i1+"/tariffCode",schemaPath:"#/properties/items/items/properties/tariffCode/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema18.properties.items.items.properties.tariffCode,data:data69};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
else {
const err158 = {instancePath:instancePath+"/items/" + i1+"/tariffCode",schemaPath:"#/properties/items/items/properties/tariffCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.items.items.properties.tariffCode.type,parentSchema:schema18.properties.items.items.properties.tariffCode,data:data69};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
if(data61.quantity !== undefined){
let data70 = data61.quantity;
if(!((typeof data70 == "number") && (!(data70 % 1) && !isNaN(data70)))){
const err159 = {instancePath:instancePath+"/items/" + i1+"/quantity",schemaPath:"#/properties/items/items/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.items.items.properties.quantity.type,parentSchema:schema18.properties.items.items.properties.quantity,data:data70};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
if(typeof data70 == "number"){
if(data70 > 10000 || isNaN(data70)){
const err160 = {instancePath:instancePath+"/items/" + i1+"/quantity",schemaPath:"#/properties/items/items/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000",schema:10000,parentSchema:schema18.properties.items.items.properties.quantity,data:data70};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
if(data70 < 1 || isNaN(data70)){
const err161 = {instancePath:instancePath+"/items/" + i1+"/quantity",schemaPath:"#/properties/items/items/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema18.properties.items.items.properties.quantity,data:data70};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
}
if(data61.unitPrice !== undefined){
let data71 = data61.unitPrice;
if(!((typeof data71 == "number") && (!(data71 % 1) && !isNaN(data71)))){
const err162 = {instancePath:instancePath+"/items/" + i1+"/unitPrice",schemaPath:"#/$defs/money/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema23.type,parentSchema:schema23,data:data71};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
if(typeof data71 == "number"){
if(data71 > 2000000000 || isNaN(data71)){
const err163 = {instancePath:instancePath+"/items/" + i1+"/unitPrice",schemaPath:"#/$defs/money/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000000000},message:"must be <= 2000000000",schema:2000000000,parentSchema:schema23,data:data71};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
if(data71 < 0 || isNaN(data71)){
const err164 = {instancePath:instancePath+"/items/" + i1+"/unitPrice",schemaPath:"#/$defs/money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema23,data:data71};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
}
if(data61.amount !== undefined){
let data72 = data61.amount;
if(!((typeof data72 == "number") && (!(data72 % 1) && !isNaN(data72)))){
const err165 = {instancePath:instancePath+"/items/" + i1+"/amount",schemaPath:"#/$defs/money/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema23.type,parentSchema:schema23,data:data72};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if(typeof data72 == "number"){
if(data72 > 2000000000 || isNaN(data72)){
const err166 = {instancePath:instancePath+"/items/" + i1+"/amount",schemaPath:"#/$defs/money/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000000000},message:"must be <= 2000000000",schema:2000000000,parentSchema:schema23,data:data72};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
if(data72 < 0 || isNaN(data72)){
const err167 = {instancePath:instancePath+"/items/" + i1+"/amount",schemaPath:"#/$defs/money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema23,data:data72};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
}
if(data61.vatCode !== undefined){
let data73 = data61.vatCode;
if(typeof data73 === "string"){
if(func7(data73) > 20){
const err168 = {instancePath:instancePath+"/items/" + i1+"/vatCode",schemaPath:"#/properties/items/items/properties/vatCode/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema18.properties.items.items.properties.vatCode,data:data73};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
else {
const err169 = {instancePath:instancePath+"/items/" + i1+"/vatCode",schemaPath:"#/properties/items/items/properties/vatCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.items.items.properties.vatCode.type,parentSchema:schema18.properties.items.items.properties.vatCode,data:data73};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
if(data61.vatRate !== undefined){
let data74 = data61.vatRate;
if((!(typeof data74 == "number")) && (data74 !== null)){
const err170 = {instancePath:instancePath+"/items/" + i1+"/vatRate",schemaPath:"#/properties/items/items/properties/vatRate/type",keyword:"type",params:{type: schema18.properties.items.items.properties.vatRate.type},message:"must be number,null",schema:schema18.properties.items.items.properties.vatRate.type,parentSchema:schema18.properties.items.items.properties.vatRate,data:data74};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
if(typeof data74 == "number"){
if(data74 > 100 || isNaN(data74)){
const err171 = {instancePath:instancePath+"/items/" + i1+"/vatRate",schemaPath:"#/properties/items/items/properties/vatRate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema18.properties.items.items.properties.vatRate,data:data74};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
if(data74 < 0 || isNaN(data74)){
const err172 = {instancePath:instancePath+"/items/" + i1+"/vatRate",schemaPath:"#/properties/items/items/properties/vatRate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.items.items.properties.vatRate,data:data74};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
}
if(data61.vatAmount !== undefined){
let data75 = data61.vatAmount;
if(!((typeof data75 == "number") && (!(data75 % 1) && !isNaN(data75)))){
const err173 = {instancePath:instancePath+"/items/" + i1+"/vatAmount",schemaPath:"#/properties/items/items/properties/vatAmount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.items.items.properties.vatAmount.type,parentSchema:schema18.properties.items.items.properties.vatAmount,data:data75};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if(typeof data75 == "number"){
if(data75 < 0 || isNaN(data75)){
const err174 = {instancePath:instancePath+"/items/" + i1+"/vatAmount",schemaPath:"#/properties/items/items/properties/vatAmount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.items.items.properties.vatAmount,data:data75};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
}
}
else {
const err175 = {instancePath:instancePath+"/items/" + i1,schemaPath:"#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.properties.items.items.type,parentSchema:schema18.properties.items.items,data:data61};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
}
else {
const err176 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema18.properties.items.type,parentSchema:schema18.properties.items,data:data60};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
if(data.history !== undefined){
let data76 = data.history;
if(Array.isArray(data76)){
if(data76.length > 200){
const err177 = {instancePath:instancePath+"/history",schemaPath:"#/properties/history/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items",schema:200,parentSchema:schema18.properties.history,data:data76};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
const len2 = data76.length;
for(let i2=0; i2<len2; i2++){
let data77 = data76[i2];
if(data77 && typeof data77 == "object" && !Array.isArray(data77)){
if(data77.at === undefined){
const err178 = {instancePath:instancePath+"/history/" + i2,schemaPath:"#/properties/history/items/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'",schema:schema18.properties.history.items.required,parentSchema:schema18.properties.history.items,data:data77};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
if(data77.event === undefined){
const err179 = {instancePath:instancePath+"/history/" + i2,schemaPath:"#/properties/history/items/required",keyword:"required",params:{missingProperty: "event"},message:"must have required property '"+"event"+"'",schema:schema18.properties.history.items.required,parentSchema:schema18.properties.history.items,data:data77};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
for(const key5 in data77){
if(!((((((key5 === "at") || (key5 === "event")) || (key5 === "status")) || (key5 === "day")) || (key5 === "by")) || (key5 === "detail"))){
const err180 = {instancePath:instancePath+"/history/" + i2,schemaPath:"#/properties/history/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema18.properties.history.items,data:data77};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
if(data77.at !== undefined){
let data78 = data77.at;
if(typeof data78 === "string"){
if(!(formats10.validate(data78))){
const err181 = {instancePath:instancePath+"/history/" + i2+"/at",schemaPath:"#/properties/history/items/properties/at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema18.properties.history.items.properties.at,data:data78};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
else {
const err182 = {instancePath:instancePath+"/history/" + i2+"/at",schemaPath:"#/properties/history/items/properties/at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.history.items.properties.at.type,parentSchema:schema18.properties.history.items.properties.at,data:data78};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
if(data77.event !== undefined){
let data79 = data77.event;
if(typeof data79 !== "string"){
const err183 = {instancePath:instancePath+"/history/" + i2+"/event",schemaPath:"#/properties/history/items/properties/event/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.history.items.properties.event.type,parentSchema:schema18.properties.history.items.properties.event,data:data79};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
if(!(((((((((((data79 === "created") || (data79 === "sent")) || (data79 === "printed")) || (data79 === "printedSecondForm")) || (data79 === "emailed")) || (data79 === "overdue")) || (data79 === "reminder1")) || (data79 === "reminder2")) || (data79 === "reminder3")) || (data79 === "reminderEmailed")) || (data79 === "statusChanged"))){
const err184 = {instancePath:instancePath+"/history/" + i2+"/event",schemaPath:"#/properties/history/items/properties/event/enum",keyword:"enum",params:{allowedValues: schema18.properties.history.items.properties.event.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.history.items.properties.event.enum,parentSchema:schema18.properties.history.items.properties.event,data:data79};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
if(data77.status !== undefined){
let data80 = data77.status;
if(typeof data80 === "string"){
if(func7(data80) > 20){
const err185 = {instancePath:instancePath+"/history/" + i2+"/status",schemaPath:"#/properties/history/items/properties/status/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema18.properties.history.items.properties.status,data:data80};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
else {
const err186 = {instancePath:instancePath+"/history/" + i2+"/status",schemaPath:"#/properties/history/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.history.items.properties.status.type,parentSchema:schema18.properties.history.items.properties.status,data:data80};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
if(data77.day !== undefined){
let data81 = data77.day;
if(typeof data81 === "string"){
if(!(formats0.validate(data81))){
const err187 = {instancePath:instancePath+"/history/" + i2+"/day",schemaPath:"#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema19,data:data81};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
else {
const err188 = {instancePath:instancePath+"/history/" + i2+"/day",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.type,parentSchema:schema19,data:data81};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
if(data77.by !== undefined){
let data82 = data77.by;
if(typeof data82 === "string"){
if(!(formats2.test(data82))){
const err189 = {instancePath:instancePath+"/history/" + i2+"/by",schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema20,data:data82};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
else {
const err190 = {instancePath:instancePath+"/history/" + i2+"/by",schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.type,parentSchema:schema20,data:data82};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
if(data77.detail !== undefined){
let data83 = data77.detail;
if(typeof data83 === "string"){
if(func7(data83) > 200){
const err191 = {instancePath:instancePath+"/history/" + i2+"/detail",schemaPath:"#/properties/history/items/properties/detail/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema18.properties.history.items.properties.detail,data:data83};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
else {
const err192 = {instancePath:instancePath+"/history/" + i2+"/detail",schemaPath:"#/properties/history/items/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.history.items.properties.detail.type,parentSchema:schema18.properties.history.items.properties.detail,data:data83};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
}
else {
const err193 = {instancePath:instancePath+"/history/" + i2,schemaPath:"#/properties/history/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.properties.history.items.type,parentSchema:schema18.properties.history.items,data:data77};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
}
else {
const err194 = {instancePath:instancePath+"/history",schemaPath:"#/properties/history/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema18.properties.history.type,parentSchema:schema18.properties.history,data:data76};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
if(data.appointmentIds !== undefined){
let data84 = data.appointmentIds;
if(Array.isArray(data84)){
if(data84.length > 500){
const err195 = {instancePath:instancePath+"/appointmentIds",schemaPath:"#/properties/appointmentIds/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items",schema:500,parentSchema:schema18.properties.appointmentIds,data:data84};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
const len3 = data84.length;
for(let i3=0; i3<len3; i3++){
let data85 = data84[i3];
if(typeof data85 === "string"){
if(!(formats2.test(data85))){
const err196 = {instancePath:instancePath+"/appointmentIds/" + i3,schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema20,data:data85};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
else {
const err197 = {instancePath:instancePath+"/appointmentIds/" + i3,schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.type,parentSchema:schema20,data:data85};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
}
else {
const err198 = {instancePath:instancePath+"/appointmentIds",schemaPath:"#/properties/appointmentIds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema18.properties.appointmentIds.type,parentSchema:schema18.properties.appointmentIds,data:data84};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
if(data.pdfTempLink !== undefined){
let data86 = data.pdfTempLink;
if(typeof data86 === "string"){
if(func7(data86) > 2000){
const err199 = {instancePath:instancePath+"/pdfTempLink",schemaPath:"#/properties/pdfTempLink/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema18.properties.pdfTempLink,data:data86};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
else {
const err200 = {instancePath:instancePath+"/pdfTempLink",schemaPath:"#/properties/pdfTempLink/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.pdfTempLink.type,parentSchema:schema18.properties.pdfTempLink,data:data86};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
}
else {
const err201 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

/** By rjsf schema key (hash of the schema): what createPrecompiledValidator takes. */
export const validateFns = {
  "7502689d": validate17,
};
