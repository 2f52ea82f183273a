// generated — do not edit. Source: schemas/vatRate.schema.json. Regenerate with `npm run gen`.
// @ts-nocheck: ajv standalone code (plain JavaScript) of the form schema, see generators/emitFormValidators.ts
import { formats, ucs2length } from '../../shared/formValidatorRuntime';

const schema18 = {"type":"object","additionalProperties":false,"required":["name","code","rate","validFrom"],"properties":{"name":{"type":"string","minLength":1,"maxLength":50,"x-list":{"column":true,"sortable":true,"searchable":true},"x-label":"records.vatRate.name"},"code":{"type":"string","minLength":1,"maxLength":20,"pattern":"^[A-Za-z0-9_.-]+$","x-list":{"column":true,"sortable":true,"filterable":true,"searchable":true},"x-label":"records.vatRate.code"},"rate":{"type":"number","minimum":0,"maximum":100,"x-storage":{"precision":6,"scale":3},"x-list":{"column":true,"sortable":true},"x-label":"records.vatRate.rate"},"type":{"type":"string","enum":["standard","custom"],"default":"custom","x-list":{"column":true,"filterable":true},"x-label":"records.vatRate.type","x-enumLabels":{"standard":"records.vatRate.typeOptions.standard","custom":"records.vatRate.typeOptions.custom"}},"validFrom":{"$ref":"#/$defs/date","x-list":{"column":true,"sortable":true,"filterable":"range"},"x-label":"records.vatRate.validFrom"},"validUntil":{"$ref":"#/$defs/date","x-list":{"column":true,"sortable":true,"filterable":"range"},"x-label":"records.vatRate.validUntil"},"countryCode":{"$ref":"#/$defs/country","default":"CH","x-list":{"column":true,"filterable":true},"x-label":"records.vatRate.countryCode"},"available":{"type":"boolean","default":true,"x-list":{"column":true,"filterable":true},"x-label":"records.vatRate.available"}},"x-label":"records.vatRate._title","$defs":{"country":{"type":"string","pattern":"^[A-Z]{2}$","maxLength":50},"date":{"type":"string","format":"date"}},"$id":"-1ad1e948"};
const schema19 = {"type":"string","format":"date"};
const schema21 = {"type":"string","pattern":"^[A-Z]{2}$","maxLength":50};
const func6 = ucs2length;
const pattern11 = new RegExp("^[A-Za-z0-9_.-]+$", "u");
const pattern12 = new RegExp("^[A-Z]{2}$", "u");
const formats0 = formats.date;

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-1ad1e948" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.rate === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rate"},message:"must have required property '"+"rate"+"'",schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.validFrom === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "validFrom"},message:"must have required property '"+"validFrom"+"'",schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "name") || (key0 === "code")) || (key0 === "rate")) || (key0 === "type")) || (key0 === "validFrom")) || (key0 === "validUntil")) || (key0 === "countryCode")) || (key0 === "available"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func6(data0) > 50){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func6(data0) < 1){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema18.properties.name,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.name.type,parentSchema:schema18.properties.name,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.code !== undefined){
let data1 = data.code;
if(typeof data1 === "string"){
if(func6(data1) > 20){
const err8 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema18.properties.code,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func6(data1) < 1){
const err9 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema18.properties.code,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern11.test(data1)){
const err10 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]+$"+"\"",schema:"^[A-Za-z0-9_.-]+$",parentSchema:schema18.properties.code,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.code.type,parentSchema:schema18.properties.code,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.rate !== undefined){
let data2 = data.rate;
if(typeof data2 == "number"){
if(data2 > 100 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema18.properties.rate,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.rate,data:data2};
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
const err14 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema18.properties.rate.type,parentSchema:schema18.properties.rate,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.type !== undefined){
let data3 = data.type;
if(typeof data3 !== "string"){
const err15 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.type.type,parentSchema:schema18.properties.type,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((data3 === "standard") || (data3 === "custom"))){
const err16 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema18.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.type.enum,parentSchema:schema18.properties.type,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.validFrom !== undefined){
let data4 = data.validFrom;
if(typeof data4 === "string"){
if(!(formats0.validate(data4))){
const err17 = {instancePath:instancePath+"/validFrom",schemaPath:"#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema19,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/validFrom",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.type,parentSchema:schema19,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.validUntil !== undefined){
let data5 = data.validUntil;
if(typeof data5 === "string"){
if(!(formats0.validate(data5))){
const err19 = {instancePath:instancePath+"/validUntil",schemaPath:"#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema19,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/validUntil",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.type,parentSchema:schema19,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.countryCode !== undefined){
let data6 = data.countryCode;
if(typeof data6 === "string"){
if(func6(data6) > 50){
const err21 = {instancePath:instancePath+"/countryCode",schemaPath:"#/$defs/country/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema21,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!pattern12.test(data6)){
const err22 = {instancePath:instancePath+"/countryCode",schemaPath:"#/$defs/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\"",schema:"^[A-Z]{2}$",parentSchema:schema21,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/countryCode",schemaPath:"#/$defs/country/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.type,parentSchema:schema21,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.available !== undefined){
let data7 = data.available;
if(typeof data7 !== "boolean"){
const err24 = {instancePath:instancePath+"/available",schemaPath:"#/properties/available/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.available.type,parentSchema:schema18.properties.available,data:data7};
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
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

/** By rjsf schema key (hash of the schema): what createPrecompiledValidator takes. */
export const validateFns = {
  "-1ad1e948": validate17,
};
