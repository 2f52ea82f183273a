// generated — do not edit. Source: schemas/serviceCategory.schema.json. Regenerate with `npm run gen`.
// @ts-nocheck: ajv standalone code (plain JavaScript) of the form schema, see generators/emitFormValidators.ts
import { ucs2length } from '../../shared/formValidatorRuntime';

const schema18 = {"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"type":"string","minLength":1,"maxLength":50,"x-list":{"column":true,"sortable":true,"searchable":true},"x-label":"records.serviceCategory.name"},"description":{"type":"string","maxLength":500,"x-label":"records.serviceCategory.description"},"colour":{"type":"string","pattern":"^#[0-9a-fA-F]{6}$","x-label":"records.serviceCategory.colour","maxLength":50},"position":{"type":"integer","minimum":0,"maximum":10000,"default":0,"x-list":{"column":true,"sortable":true},"x-label":"records.serviceCategory.position"}},"x-label":"records.serviceCategory._title","$id":"ad4fe54"};
const func6 = ucs2length;
const pattern11 = new RegExp("^#[0-9a-fA-F]{6}$", "u");

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="ad4fe54" */;
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
if(!((((key0 === "name") || (key0 === "description")) || (key0 === "colour")) || (key0 === "position"))){
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
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func6(data1) > 500){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema18.properties.description,data:data1};
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
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.description.type,parentSchema:schema18.properties.description,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.colour !== undefined){
let data2 = data.colour;
if(typeof data2 === "string"){
if(func6(data2) > 50){
const err7 = {instancePath:instancePath+"/colour",schemaPath:"#/properties/colour/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.colour,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern11.test(data2)){
const err8 = {instancePath:instancePath+"/colour",schemaPath:"#/properties/colour/pattern",keyword:"pattern",params:{pattern: "^#[0-9a-fA-F]{6}$"},message:"must match pattern \""+"^#[0-9a-fA-F]{6}$"+"\"",schema:"^#[0-9a-fA-F]{6}$",parentSchema:schema18.properties.colour,data:data2};
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
const err9 = {instancePath:instancePath+"/colour",schemaPath:"#/properties/colour/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.colour.type,parentSchema:schema18.properties.colour,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.position !== undefined){
let data3 = data.position;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err10 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.position.type,parentSchema:schema18.properties.position,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 10000 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000",schema:10000,parentSchema:schema18.properties.position,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.position,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

/** By rjsf schema key (hash of the schema): what createPrecompiledValidator takes. */
export const validateFns = {
  "ad4fe54": validate17,
};
