// generated — do not edit. Source: schemas/queryList.schema.json. Regenerate with `npm run gen`.
// @ts-nocheck: ajv standalone code (plain JavaScript) of the form schema, see generators/emitFormValidators.ts
import { ucs2length } from '../../shared/formValidatorRuntime';

const schema18 = {"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-storage":{"uniquePerCentre":true},"x-list":{"column":true,"sortable":true,"searchable":true},"x-label":"records.queryList.name"},"resource":{"type":"string","pattern":"^[a-z][a-z0-9-]*$","maxLength":50,"default":"contacts","x-list":{"column":true,"filterable":true},"x-label":"records.queryList.resource"},"filter":{"type":"object","maxProperties":30,"default":{},"x-label":"records.queryList.filter"},"sort":{"type":"object","additionalProperties":false,"required":["field","order"],"properties":{"field":{"type":"string","maxLength":50,"x-label":"records.queryList.sort_field"},"order":{"type":"string","enum":["ASC","DESC"],"x-label":"records.queryList.sort_order","x-enumLabels":{"ASC":"records.queryList.sort_orderOptions.ASC","DESC":"records.queryList.sort_orderOptions.DESC"}}},"x-label":"records.queryList.sort"}},"x-label":"records.queryList._title","$id":"-22beef53"};
const func6 = ucs2length;
const pattern0 = new RegExp("^[a-z][a-z0-9-]*$", "u");

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-22beef53" */;
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
if(!((((key0 === "name") || (key0 === "resource")) || (key0 === "filter")) || (key0 === "sort"))){
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
if(func6(data0) > 100){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema18.properties.name,data:data0};
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
if(data.resource !== undefined){
let data1 = data.resource;
if(typeof data1 === "string"){
if(func6(data1) > 50){
const err5 = {instancePath:instancePath+"/resource",schemaPath:"#/properties/resource/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.resource,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern0.test(data1)){
const err6 = {instancePath:instancePath+"/resource",schemaPath:"#/properties/resource/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\"",schema:"^[a-z][a-z0-9-]*$",parentSchema:schema18.properties.resource,data:data1};
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
const err7 = {instancePath:instancePath+"/resource",schemaPath:"#/properties/resource/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.resource.type,parentSchema:schema18.properties.resource,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.filter !== undefined){
let data2 = data.filter;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(Object.keys(data2).length > 30){
const err8 = {instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/maxProperties",keyword:"maxProperties",params:{limit: 30},message:"must NOT have more than 30 properties",schema:30,parentSchema:schema18.properties.filter,data:data2};
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
const err9 = {instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.properties.filter.type,parentSchema:schema18.properties.filter,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.sort !== undefined){
let data3 = data.sort;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.field === undefined){
const err10 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'",schema:schema18.properties.sort.required,parentSchema:schema18.properties.sort,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3.order === undefined){
const err11 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/required",keyword:"required",params:{missingProperty: "order"},message:"must have required property '"+"order"+"'",schema:schema18.properties.sort.required,parentSchema:schema18.properties.sort,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data3){
if(!((key1 === "field") || (key1 === "order"))){
const err12 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema18.properties.sort,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.field !== undefined){
let data4 = data3.field;
if(typeof data4 === "string"){
if(func6(data4) > 50){
const err13 = {instancePath:instancePath+"/sort/field",schemaPath:"#/properties/sort/properties/field/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.sort.properties.field,data:data4};
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
const err14 = {instancePath:instancePath+"/sort/field",schemaPath:"#/properties/sort/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.sort.properties.field.type,parentSchema:schema18.properties.sort.properties.field,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.order !== undefined){
let data5 = data3.order;
if(typeof data5 !== "string"){
const err15 = {instancePath:instancePath+"/sort/order",schemaPath:"#/properties/sort/properties/order/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.sort.properties.order.type,parentSchema:schema18.properties.sort.properties.order,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((data5 === "ASC") || (data5 === "DESC"))){
const err16 = {instancePath:instancePath+"/sort/order",schemaPath:"#/properties/sort/properties/order/enum",keyword:"enum",params:{allowedValues: schema18.properties.sort.properties.order.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.sort.properties.order.enum,parentSchema:schema18.properties.sort.properties.order,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.properties.sort.type,parentSchema:schema18.properties.sort,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

/** By rjsf schema key (hash of the schema): what createPrecompiledValidator takes. */
export const validateFns = {
  "-22beef53": validate17,
};
