// generated — do not edit. Source: schemas/checkoutType.schema.json. Regenerate with `npm run gen`.
// @ts-nocheck: ajv standalone code (plain JavaScript) of the form schema, see generators/emitFormValidators.ts
import { formats, ucs2length } from '../../shared/formValidatorRuntime';

const schema18 = {"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"type":"string","minLength":1,"maxLength":50,"x-storage":{"uniquePerCentre":true},"x-list":{"column":true,"sortable":true,"searchable":true},"x-label":"records.checkoutType.name"},"accountNumber":{"type":"string","maxLength":20,"pattern":"^[A-Za-z0-9.-]+$","x-list":{"column":true,"sortable":true,"searchable":true},"x-label":"records.checkoutType.accountNumber"},"camtAccount":{"$ref":"#/$defs/iban","x-storage":{"uniquePerCentre":true},"x-list":{"column":true,"filterable":true},"x-label":"records.checkoutType.camtAccount"},"active":{"type":"boolean","default":true,"x-list":{"column":true,"filterable":true},"x-label":"records.checkoutType.active"}},"x-label":"records.checkoutType._title","$defs":{"iban":{"type":"string","format":"iban","maxLength":42}},"$id":"2255204"};
const schema19 = {"type":"string","format":"iban","maxLength":42};
const func6 = ucs2length;
const pattern11 = new RegExp("^[A-Za-z0-9.-]+$", "u");
const formats0 = formats.iban;

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="2255204" */;
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
for(const key0 in data){
if(!((((key0 === "name") || (key0 === "accountNumber")) || (key0 === "camtAccount")) || (key0 === "active"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func6(data0) > 50){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func6(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema18.properties.name,data:data0};
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
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.name.type,parentSchema:schema18.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.accountNumber !== undefined){
let data1 = data.accountNumber;
if(typeof data1 === "string"){
if(func6(data1) > 20){
const err5 = {instancePath:instancePath+"/accountNumber",schemaPath:"#/properties/accountNumber/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema18.properties.accountNumber,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern11.test(data1)){
const err6 = {instancePath:instancePath+"/accountNumber",schemaPath:"#/properties/accountNumber/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9.-]+$"},message:"must match pattern \""+"^[A-Za-z0-9.-]+$"+"\"",schema:"^[A-Za-z0-9.-]+$",parentSchema:schema18.properties.accountNumber,data:data1};
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
const err7 = {instancePath:instancePath+"/accountNumber",schemaPath:"#/properties/accountNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.accountNumber.type,parentSchema:schema18.properties.accountNumber,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.camtAccount !== undefined){
let data2 = data.camtAccount;
if(typeof data2 === "string"){
if(func6(data2) > 42){
const err8 = {instancePath:instancePath+"/camtAccount",schemaPath:"#/$defs/iban/maxLength",keyword:"maxLength",params:{limit: 42},message:"must NOT have more than 42 characters",schema:42,parentSchema:schema19,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(formats0.validate(data2))){
const err9 = {instancePath:instancePath+"/camtAccount",schemaPath:"#/$defs/iban/format",keyword:"format",params:{format: "iban"},message:"must match format \""+"iban"+"\"",schema:"iban",parentSchema:schema19,data:data2};
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
const err10 = {instancePath:instancePath+"/camtAccount",schemaPath:"#/$defs/iban/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.type,parentSchema:schema19,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.active !== undefined){
let data3 = data.active;
if(typeof data3 !== "boolean"){
const err11 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.active.type,parentSchema:schema18.properties.active,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

/** By rjsf schema key (hash of the schema): what createPrecompiledValidator takes. */
export const validateFns = {
  "2255204": validate17,
};
