// generated — do not edit. Source: schemas/invoiceTemplate.schema.json. Regenerate with `npm run gen`.
// @ts-nocheck: ajv standalone code (plain JavaScript) of the form schema, see generators/emitFormValidators.ts
import { ucs2length } from '../../shared/formValidatorRuntime';

const schema18 = {"type":"object","additionalProperties":false,"required":["name","html"],"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-storage":{"uniquePerCentre":true},"x-list":{"column":true,"sortable":true,"searchable":true},"x-label":"records.invoiceTemplate.name"},"html":{"type":"string","minLength":1,"maxLength":200000,"x-label":"records.invoiceTemplate.html"},"css":{"type":"string","maxLength":100000,"default":"","x-label":"records.invoiceTemplate.css"},"show_payment":{"type":"boolean","default":true,"x-list":{"column":true},"x-label":"records.invoiceTemplate.show_payment"},"repeatable":{"type":"boolean","default":false,"x-list":{"column":true},"x-label":"records.invoiceTemplate.repeatable"},"active":{"type":"boolean","default":true,"x-list":{"column":true,"filterable":true},"x-label":"records.invoiceTemplate.active"}},"x-label":"records.invoiceTemplate._title","$id":"-7cf580be"};
const func6 = ucs2length;

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-7cf580be" */;
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
if(data.html === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "html"},message:"must have required property '"+"html"+"'",schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "name") || (key0 === "html")) || (key0 === "css")) || (key0 === "show_payment")) || (key0 === "repeatable")) || (key0 === "active"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func6(data0) > 100){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema18.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func6(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema18.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.name.type,parentSchema:schema18.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.html !== undefined){
let data1 = data.html;
if(typeof data1 === "string"){
if(func6(data1) > 200000){
const err6 = {instancePath:instancePath+"/html",schemaPath:"#/properties/html/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters",schema:200000,parentSchema:schema18.properties.html,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func6(data1) < 1){
const err7 = {instancePath:instancePath+"/html",schemaPath:"#/properties/html/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema18.properties.html,data:data1};
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
const err8 = {instancePath:instancePath+"/html",schemaPath:"#/properties/html/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.html.type,parentSchema:schema18.properties.html,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.css !== undefined){
let data2 = data.css;
if(typeof data2 === "string"){
if(func6(data2) > 100000){
const err9 = {instancePath:instancePath+"/css",schemaPath:"#/properties/css/maxLength",keyword:"maxLength",params:{limit: 100000},message:"must NOT have more than 100000 characters",schema:100000,parentSchema:schema18.properties.css,data:data2};
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
const err10 = {instancePath:instancePath+"/css",schemaPath:"#/properties/css/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.css.type,parentSchema:schema18.properties.css,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.show_payment !== undefined){
let data3 = data.show_payment;
if(typeof data3 !== "boolean"){
const err11 = {instancePath:instancePath+"/show_payment",schemaPath:"#/properties/show_payment/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.show_payment.type,parentSchema:schema18.properties.show_payment,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.repeatable !== undefined){
let data4 = data.repeatable;
if(typeof data4 !== "boolean"){
const err12 = {instancePath:instancePath+"/repeatable",schemaPath:"#/properties/repeatable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.repeatable.type,parentSchema:schema18.properties.repeatable,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.active !== undefined){
let data5 = data.active;
if(typeof data5 !== "boolean"){
const err13 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.active.type,parentSchema:schema18.properties.active,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

/** By rjsf schema key (hash of the schema): what createPrecompiledValidator takes. */
export const validateFns = {
  "-7cf580be": validate17,
};
