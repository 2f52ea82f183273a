// generated — do not edit. Source: schemas/invoicingSettings.schema.json. Regenerate with `npm run gen`.
// @ts-nocheck: ajv standalone code (plain JavaScript) of the form schema, see generators/emitFormValidators.ts
import { ucs2length } from '../../shared/formValidatorRuntime';

const schema18 = {"type":"object","additionalProperties":false,"properties":{"title":{"type":"string","maxLength":100,"x-label":"records.invoicingSettings.title"},"description":{"type":"string","maxLength":1000,"x-label":"records.invoicingSettings.description"},"notes":{"type":"string","maxLength":2000,"x-label":"records.invoicingSettings.notes"},"signedBy":{"type":"string","maxLength":100,"x-label":"records.invoicingSettings.signedBy"},"role":{"type":"string","maxLength":100,"x-label":"records.invoicingSettings.role"},"greetings":{"type":"string","maxLength":500,"x-label":"records.invoicingSettings.greetings"},"law":{"type":"string","enum":["KVG","UVG","IVG","MVG","VVG","ORG","selfPayer"],"default":"VVG","x-label":"records.invoicingSettings.law","x-enumLabels":{"KVG":"records.invoicingSettings.lawOptions.KVG","UVG":"records.invoicingSettings.lawOptions.UVG","IVG":"records.invoicingSettings.lawOptions.IVG","MVG":"records.invoicingSettings.lawOptions.MVG","VVG":"records.invoicingSettings.lawOptions.VVG","ORG":"records.invoicingSettings.lawOptions.ORG","selfPayer":"records.invoicingSettings.lawOptions.selfPayer"}},"treatmentType":{"type":"string","enum":["ambulatory","stationary"],"default":"ambulatory","x-label":"records.invoicingSettings.treatmentType","x-enumLabels":{"ambulatory":"records.invoicingSettings.treatmentTypeOptions.ambulatory","stationary":"records.invoicingSettings.treatmentTypeOptions.stationary"}},"reasonForTreatment":{"type":"string","enum":["disease","accident","maternity","prevention","birthdefect","unknown"],"default":"disease","x-label":"records.invoicingSettings.reasonForTreatment","x-enumLabels":{"disease":"records.invoicingSettings.reasonForTreatmentOptions.disease","accident":"records.invoicingSettings.reasonForTreatmentOptions.accident","maternity":"records.invoicingSettings.reasonForTreatmentOptions.maternity","prevention":"records.invoicingSettings.reasonForTreatmentOptions.prevention","birthdefect":"records.invoicingSettings.reasonForTreatmentOptions.birthdefect","unknown":"records.invoicingSettings.reasonForTreatmentOptions.unknown"}},"paymentTermDays":{"type":"integer","minimum":0,"maximum":365,"default":30,"x-label":"records.invoicingSettings.paymentTermDays"},"reminder1Days":{"type":"integer","minimum":1,"maximum":365,"default":10,"x-label":"records.invoicingSettings.reminder1Days"},"reminder2Days":{"type":"integer","minimum":1,"maximum":365,"default":10,"x-label":"records.invoicingSettings.reminder2Days"},"reminder3Days":{"type":"integer","minimum":1,"maximum":365,"default":10,"x-label":"records.invoicingSettings.reminder3Days"},"reminder1Text":{"type":"string","maxLength":2000,"x-label":"records.invoicingSettings.reminder1Text"},"reminder2Text":{"type":"string","maxLength":2000,"x-label":"records.invoicingSettings.reminder2Text"},"reminder3Text":{"type":"string","maxLength":2000,"x-label":"records.invoicingSettings.reminder3Text"},"emailTemplate":{"type":"string","maxLength":5000,"x-label":"records.invoicingSettings.emailTemplate"},"directEmailTemplate":{"type":"string","maxLength":5000,"x-label":"records.invoicingSettings.directEmailTemplate"},"directPdfSending":{"type":"boolean","default":false,"x-label":"records.invoicingSettings.directPdfSending"},"invoiceDocuments":{"type":"integer","enum":[1,2,3],"default":1,"x-label":"records.invoicingSettings.invoiceDocuments","x-enumLabels":{"1":"records.invoicingSettings.invoiceDocumentsOptions.1","2":"records.invoicingSettings.invoiceDocumentsOptions.2","3":"records.invoicingSettings.invoiceDocumentsOptions.3"}}},"x-label":"records.invoicingSettings._title","$id":"5c5f230f"};
const func2 = Object.prototype.hasOwnProperty;
const func7 = ucs2length;

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="5c5f230f" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema18.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func7(data0) > 100){
const err1 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema18.properties.title,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.title.type,parentSchema:schema18.properties.title,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func7(data1) > 1000){
const err3 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema18.properties.description,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.description.type,parentSchema:schema18.properties.description,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.notes !== undefined){
let data2 = data.notes;
if(typeof data2 === "string"){
if(func7(data2) > 2000){
const err5 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema18.properties.notes,data:data2};
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
const err6 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.notes.type,parentSchema:schema18.properties.notes,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.signedBy !== undefined){
let data3 = data.signedBy;
if(typeof data3 === "string"){
if(func7(data3) > 100){
const err7 = {instancePath:instancePath+"/signedBy",schemaPath:"#/properties/signedBy/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema18.properties.signedBy,data:data3};
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
const err8 = {instancePath:instancePath+"/signedBy",schemaPath:"#/properties/signedBy/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.signedBy.type,parentSchema:schema18.properties.signedBy,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.role !== undefined){
let data4 = data.role;
if(typeof data4 === "string"){
if(func7(data4) > 100){
const err9 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema18.properties.role,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.role.type,parentSchema:schema18.properties.role,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.greetings !== undefined){
let data5 = data.greetings;
if(typeof data5 === "string"){
if(func7(data5) > 500){
const err11 = {instancePath:instancePath+"/greetings",schemaPath:"#/properties/greetings/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema18.properties.greetings,data:data5};
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
const err12 = {instancePath:instancePath+"/greetings",schemaPath:"#/properties/greetings/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.greetings.type,parentSchema:schema18.properties.greetings,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.law !== undefined){
let data6 = data.law;
if(typeof data6 !== "string"){
const err13 = {instancePath:instancePath+"/law",schemaPath:"#/properties/law/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.law.type,parentSchema:schema18.properties.law,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((((((data6 === "KVG") || (data6 === "UVG")) || (data6 === "IVG")) || (data6 === "MVG")) || (data6 === "VVG")) || (data6 === "ORG")) || (data6 === "selfPayer"))){
const err14 = {instancePath:instancePath+"/law",schemaPath:"#/properties/law/enum",keyword:"enum",params:{allowedValues: schema18.properties.law.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.law.enum,parentSchema:schema18.properties.law,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.treatmentType !== undefined){
let data7 = data.treatmentType;
if(typeof data7 !== "string"){
const err15 = {instancePath:instancePath+"/treatmentType",schemaPath:"#/properties/treatmentType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.treatmentType.type,parentSchema:schema18.properties.treatmentType,data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((data7 === "ambulatory") || (data7 === "stationary"))){
const err16 = {instancePath:instancePath+"/treatmentType",schemaPath:"#/properties/treatmentType/enum",keyword:"enum",params:{allowedValues: schema18.properties.treatmentType.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.treatmentType.enum,parentSchema:schema18.properties.treatmentType,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.reasonForTreatment !== undefined){
let data8 = data.reasonForTreatment;
if(typeof data8 !== "string"){
const err17 = {instancePath:instancePath+"/reasonForTreatment",schemaPath:"#/properties/reasonForTreatment/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.reasonForTreatment.type,parentSchema:schema18.properties.reasonForTreatment,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((((((data8 === "disease") || (data8 === "accident")) || (data8 === "maternity")) || (data8 === "prevention")) || (data8 === "birthdefect")) || (data8 === "unknown"))){
const err18 = {instancePath:instancePath+"/reasonForTreatment",schemaPath:"#/properties/reasonForTreatment/enum",keyword:"enum",params:{allowedValues: schema18.properties.reasonForTreatment.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.reasonForTreatment.enum,parentSchema:schema18.properties.reasonForTreatment,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.paymentTermDays !== undefined){
let data9 = data.paymentTermDays;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err19 = {instancePath:instancePath+"/paymentTermDays",schemaPath:"#/properties/paymentTermDays/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.paymentTermDays.type,parentSchema:schema18.properties.paymentTermDays,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 365 || isNaN(data9)){
const err20 = {instancePath:instancePath+"/paymentTermDays",schemaPath:"#/properties/paymentTermDays/maximum",keyword:"maximum",params:{comparison: "<=", limit: 365},message:"must be <= 365",schema:365,parentSchema:schema18.properties.paymentTermDays,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err21 = {instancePath:instancePath+"/paymentTermDays",schemaPath:"#/properties/paymentTermDays/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.paymentTermDays,data:data9};
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
if(data.reminder1Days !== undefined){
let data10 = data.reminder1Days;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err22 = {instancePath:instancePath+"/reminder1Days",schemaPath:"#/properties/reminder1Days/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.reminder1Days.type,parentSchema:schema18.properties.reminder1Days,data:data10};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 > 365 || isNaN(data10)){
const err23 = {instancePath:instancePath+"/reminder1Days",schemaPath:"#/properties/reminder1Days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 365},message:"must be <= 365",schema:365,parentSchema:schema18.properties.reminder1Days,data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data10 < 1 || isNaN(data10)){
const err24 = {instancePath:instancePath+"/reminder1Days",schemaPath:"#/properties/reminder1Days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema18.properties.reminder1Days,data:data10};
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
if(data.reminder2Days !== undefined){
let data11 = data.reminder2Days;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err25 = {instancePath:instancePath+"/reminder2Days",schemaPath:"#/properties/reminder2Days/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.reminder2Days.type,parentSchema:schema18.properties.reminder2Days,data:data11};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 > 365 || isNaN(data11)){
const err26 = {instancePath:instancePath+"/reminder2Days",schemaPath:"#/properties/reminder2Days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 365},message:"must be <= 365",schema:365,parentSchema:schema18.properties.reminder2Days,data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data11 < 1 || isNaN(data11)){
const err27 = {instancePath:instancePath+"/reminder2Days",schemaPath:"#/properties/reminder2Days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema18.properties.reminder2Days,data:data11};
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
if(data.reminder3Days !== undefined){
let data12 = data.reminder3Days;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err28 = {instancePath:instancePath+"/reminder3Days",schemaPath:"#/properties/reminder3Days/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.reminder3Days.type,parentSchema:schema18.properties.reminder3Days,data:data12};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(typeof data12 == "number"){
if(data12 > 365 || isNaN(data12)){
const err29 = {instancePath:instancePath+"/reminder3Days",schemaPath:"#/properties/reminder3Days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 365},message:"must be <= 365",schema:365,parentSchema:schema18.properties.reminder3Days,data:data12};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data12 < 1 || isNaN(data12)){
const err30 = {instancePath:instancePath+"/reminder3Days",schemaPath:"#/properties/reminder3Days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema18.properties.reminder3Days,data:data12};
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
if(data.reminder1Text !== undefined){
let data13 = data.reminder1Text;
if(typeof data13 === "string"){
if(func7(data13) > 2000){
const err31 = {instancePath:instancePath+"/reminder1Text",schemaPath:"#/properties/reminder1Text/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema18.properties.reminder1Text,data:data13};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/reminder1Text",schemaPath:"#/properties/reminder1Text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.reminder1Text.type,parentSchema:schema18.properties.reminder1Text,data:data13};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.reminder2Text !== undefined){
let data14 = data.reminder2Text;
if(typeof data14 === "string"){
if(func7(data14) > 2000){
const err33 = {instancePath:instancePath+"/reminder2Text",schemaPath:"#/properties/reminder2Text/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema18.properties.reminder2Text,data:data14};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/reminder2Text",schemaPath:"#/properties/reminder2Text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.reminder2Text.type,parentSchema:schema18.properties.reminder2Text,data:data14};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.reminder3Text !== undefined){
let data15 = data.reminder3Text;
if(typeof data15 === "string"){
if(func7(data15) > 2000){
const err35 = {instancePath:instancePath+"/reminder3Text",schemaPath:"#/properties/reminder3Text/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema18.properties.reminder3Text,data:data15};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/reminder3Text",schemaPath:"#/properties/reminder3Text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.reminder3Text.type,parentSchema:schema18.properties.reminder3Text,data:data15};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.emailTemplate !== undefined){
let data16 = data.emailTemplate;
if(typeof data16 === "string"){
if(func7(data16) > 5000){
const err37 = {instancePath:instancePath+"/emailTemplate",schemaPath:"#/properties/emailTemplate/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema18.properties.emailTemplate,data:data16};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/emailTemplate",schemaPath:"#/properties/emailTemplate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.emailTemplate.type,parentSchema:schema18.properties.emailTemplate,data:data16};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.directEmailTemplate !== undefined){
let data17 = data.directEmailTemplate;
if(typeof data17 === "string"){
if(func7(data17) > 5000){
const err39 = {instancePath:instancePath+"/directEmailTemplate",schemaPath:"#/properties/directEmailTemplate/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema18.properties.directEmailTemplate,data:data17};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/directEmailTemplate",schemaPath:"#/properties/directEmailTemplate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.directEmailTemplate.type,parentSchema:schema18.properties.directEmailTemplate,data:data17};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.directPdfSending !== undefined){
let data18 = data.directPdfSending;
if(typeof data18 !== "boolean"){
const err41 = {instancePath:instancePath+"/directPdfSending",schemaPath:"#/properties/directPdfSending/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.directPdfSending.type,parentSchema:schema18.properties.directPdfSending,data:data18};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.invoiceDocuments !== undefined){
let data19 = data.invoiceDocuments;
if(!((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19)))){
const err42 = {instancePath:instancePath+"/invoiceDocuments",schemaPath:"#/properties/invoiceDocuments/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.invoiceDocuments.type,parentSchema:schema18.properties.invoiceDocuments,data:data19};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(!(((data19 === 1) || (data19 === 2)) || (data19 === 3))){
const err43 = {instancePath:instancePath+"/invoiceDocuments",schemaPath:"#/properties/invoiceDocuments/enum",keyword:"enum",params:{allowedValues: schema18.properties.invoiceDocuments.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.invoiceDocuments.enum,parentSchema:schema18.properties.invoiceDocuments,data:data19};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

/** By rjsf schema key (hash of the schema): what createPrecompiledValidator takes. */
export const validateFns = {
  "5c5f230f": validate17,
};
