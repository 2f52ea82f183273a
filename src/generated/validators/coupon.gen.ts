// generated — do not edit. Source: schemas/coupon.schema.json. Regenerate with `npm run gen`.
// @ts-nocheck: ajv standalone code (plain JavaScript) of the form schema, see generators/emitFormValidators.ts
import { formats, ucs2length } from '../../shared/formValidatorRuntime';

const schema18 = {"type":"object","additionalProperties":false,"required":["name","code","discountType","discount","startDate","expiryDate"],"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-list":{"column":true,"sortable":true,"searchable":true},"x-label":"records.coupon.name"},"code":{"type":"string","minLength":3,"maxLength":30,"pattern":"^[A-Za-z0-9-]+$","x-storage":{"uniquePerCentre":true},"x-list":{"column":true,"sortable":true,"filterable":true,"searchable":true},"x-label":"records.coupon.code"},"discountType":{"type":"string","enum":["percent","sum"],"default":"percent","x-list":{"column":true,"filterable":true},"x-label":"records.coupon.discountType","x-enumLabels":{"percent":"records.coupon.discountTypeOptions.percent","sum":"records.coupon.discountTypeOptions.sum"}},"discount":{"type":"integer","minimum":1,"maximum":100000000,"x-list":{"column":true,"sortable":true},"x-label":"records.coupon.discount"},"startDate":{"$ref":"#/$defs/date","x-list":{"column":true,"sortable":true,"filterable":"range"},"x-label":"records.coupon.startDate"},"expiryDate":{"$ref":"#/$defs/date","x-list":{"column":true,"sortable":true,"filterable":"range"},"x-label":"records.coupon.expiryDate"},"maxRedemptions":{"type":"integer","minimum":1,"maximum":1000000,"x-list":{"column":true},"x-label":"records.coupon.maxRedemptions"},"active":{"type":"boolean","default":true,"x-list":{"column":true,"filterable":true},"x-label":"records.coupon.active"}},"x-label":"records.coupon._title","$defs":{"date":{"type":"string","format":"date"}},"$id":"36fda1c0"};
const schema19 = {"type":"string","format":"date"};
const func6 = ucs2length;
const pattern11 = new RegExp("^[A-Za-z0-9-]+$", "u");
const formats0 = formats.date;

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="36fda1c0" */;
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
if(data.discountType === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "discountType"},message:"must have required property '"+"discountType"+"'",schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.discount === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "discount"},message:"must have required property '"+"discount"+"'",schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.startDate === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "startDate"},message:"must have required property '"+"startDate"+"'",schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.expiryDate === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expiryDate"},message:"must have required property '"+"expiryDate"+"'",schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "name") || (key0 === "code")) || (key0 === "discountType")) || (key0 === "discount")) || (key0 === "startDate")) || (key0 === "expiryDate")) || (key0 === "maxRedemptions")) || (key0 === "active"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func6(data0) > 100){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema18.properties.name,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func6(data0) < 1){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema18.properties.name,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.name.type,parentSchema:schema18.properties.name,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.code !== undefined){
let data1 = data.code;
if(typeof data1 === "string"){
if(func6(data1) > 30){
const err10 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema18.properties.code,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func6(data1) < 3){
const err11 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters",schema:3,parentSchema:schema18.properties.code,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern11.test(data1)){
const err12 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9-]+$"},message:"must match pattern \""+"^[A-Za-z0-9-]+$"+"\"",schema:"^[A-Za-z0-9-]+$",parentSchema:schema18.properties.code,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.code.type,parentSchema:schema18.properties.code,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.discountType !== undefined){
let data2 = data.discountType;
if(typeof data2 !== "string"){
const err14 = {instancePath:instancePath+"/discountType",schemaPath:"#/properties/discountType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.discountType.type,parentSchema:schema18.properties.discountType,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((data2 === "percent") || (data2 === "sum"))){
const err15 = {instancePath:instancePath+"/discountType",schemaPath:"#/properties/discountType/enum",keyword:"enum",params:{allowedValues: schema18.properties.discountType.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.discountType.enum,parentSchema:schema18.properties.discountType,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.discount !== undefined){
let data3 = data.discount;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err16 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.discount.type,parentSchema:schema18.properties.discount,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 100000000 || isNaN(data3)){
const err17 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema18.properties.discount,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err18 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema18.properties.discount,data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.startDate !== undefined){
let data4 = data.startDate;
if(typeof data4 === "string"){
if(!(formats0.validate(data4))){
const err19 = {instancePath:instancePath+"/startDate",schemaPath:"#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema19,data:data4};
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
const err20 = {instancePath:instancePath+"/startDate",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.type,parentSchema:schema19,data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.expiryDate !== undefined){
let data5 = data.expiryDate;
if(typeof data5 === "string"){
if(!(formats0.validate(data5))){
const err21 = {instancePath:instancePath+"/expiryDate",schemaPath:"#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema19,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/expiryDate",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.type,parentSchema:schema19,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.maxRedemptions !== undefined){
let data6 = data.maxRedemptions;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err23 = {instancePath:instancePath+"/maxRedemptions",schemaPath:"#/properties/maxRedemptions/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.maxRedemptions.type,parentSchema:schema18.properties.maxRedemptions,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 1000000 || isNaN(data6)){
const err24 = {instancePath:instancePath+"/maxRedemptions",schemaPath:"#/properties/maxRedemptions/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000",schema:1000000,parentSchema:schema18.properties.maxRedemptions,data:data6};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err25 = {instancePath:instancePath+"/maxRedemptions",schemaPath:"#/properties/maxRedemptions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema18.properties.maxRedemptions,data:data6};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
if(data.active !== undefined){
let data7 = data.active;
if(typeof data7 !== "boolean"){
const err26 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.active.type,parentSchema:schema18.properties.active,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

/** By rjsf schema key (hash of the schema): what createPrecompiledValidator takes. */
export const validateFns = {
  "36fda1c0": validate17,
};
