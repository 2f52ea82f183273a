// generated — do not edit. Source: schemas/service.schema.json. Regenerate with `npm run gen`.
// @ts-nocheck: ajv standalone code (plain JavaScript) of the form schema, see generators/emitFormValidators.ts
import { equal, formats, ucs2length } from '../../shared/formValidatorRuntime';

const schema18 = {"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-list":{"column":true,"sortable":true,"filterable":"contains","searchable":true},"x-label":"records.service.name"},"description":{"type":"string","maxLength":2000,"x-label":"records.service.description"},"type":{"type":"string","enum":["regular","tarif590"],"default":"regular","x-list":{"column":true,"filterable":true},"x-label":"records.service.type","x-enumLabels":{"regular":"records.service.typeOptions.regular","tarif590":"records.service.typeOptions.tarif590"}},"category_fk":{"$ref":"#/$defs/uuid","x-ref":"serviceCategory","x-list":{"column":true,"filterable":true},"x-label":"records.service.category_fk"},"unit":{"type":"string","enum":["hour","minute","percentage","piece"],"default":"minute","x-label":"records.service.unit","x-enumLabels":{"hour":"records.service.unitOptions.hour","minute":"records.service.unitOptions.minute","percentage":"records.service.unitOptions.percentage","piece":"records.service.unitOptions.piece"}},"ppu":{"$ref":"#/$defs/money","default":0,"x-list":{"column":true,"sortable":true},"x-label":"records.service.ppu"},"count":{"type":"integer","minimum":0,"maximum":10000,"default":1,"x-label":"records.service.count"},"duration":{"type":"integer","minimum":0,"maximum":1440,"default":60,"x-list":{"column":true,"sortable":true},"x-label":"records.service.duration"},"tax":{"type":"string","maxLength":20,"default":"","x-label":"records.service.tax"},"bufferTimeBefore":{"type":"integer","minimum":0,"maximum":480,"default":0,"x-label":"records.service.bufferTimeBefore"},"bufferTime":{"type":"integer","minimum":0,"maximum":480,"default":0,"x-label":"records.service.bufferTime"},"fixStart":{"type":"boolean","default":false,"x-label":"records.service.fixStart"},"fixStartTime":{"$ref":"#/$defs/time","x-label":"records.service.fixStartTime"},"onlineBooking":{"type":"boolean","default":false,"x-list":{"column":true,"filterable":true},"x-label":"records.service.onlineBooking"},"confirmation":{"type":"string","enum":["automatic","manual"],"default":"automatic","x-label":"records.service.confirmation","x-enumLabels":{"automatic":"records.service.confirmationOptions.automatic","manual":"records.service.confirmationOptions.manual"}},"virtual":{"type":"boolean","default":false,"x-label":"records.service.virtual"},"groupEvent":{"type":"boolean","default":false,"x-label":"records.service.groupEvent"},"number":{"type":"string","maxLength":20,"x-list":{"sortable":true,"searchable":true},"x-label":"records.service.number"},"tarif":{"type":"string","pattern":"^[0-9A-Z]{3}$","x-label":"records.service.tarif","maxLength":50},"nr":{"type":"string","maxLength":20,"format":"tariffPosition","x-list":{"searchable":true},"x-label":"records.service.nr"},"rate":{"type":"number","minimum":0,"maximum":1000,"default":1,"x-storage":{"precision":9,"scale":4},"x-label":"records.service.rate"},"tpwAL":{"type":"number","minimum":0,"maximum":100,"x-storage":{"precision":8,"scale":4},"x-label":"records.service.tpwAL"},"tpwTL":{"type":"number","minimum":0,"maximum":100,"x-storage":{"precision":8,"scale":4},"x-label":"records.service.tpwTL"},"accountingAccount":{"type":"string","maxLength":20,"x-label":"records.service.accountingAccount"},"langDepData":{"type":"array","maxItems":4,"default":[],"items":{"type":"object","additionalProperties":false,"required":["langKey","name"],"properties":{"langKey":{"$ref":"#/$defs/langKey","x-label":"records.service.langDepData_langKey"},"name":{"type":"string","minLength":1,"maxLength":100,"x-label":"records.service.langDepData_name"}}},"x-label":"records.service.langDepData"},"variants":{"type":"array","maxItems":50,"default":[],"items":{"type":"object","additionalProperties":false,"required":["name"],"properties":{"variantId":{"$ref":"#/$defs/uuid","x-label":"records.service.variants_variantId"},"name":{"type":"string","minLength":1,"maxLength":100,"x-label":"records.service.variants_name"},"duration":{"type":"integer","minimum":0,"maximum":1440,"x-label":"records.service.variants_duration"},"ppu":{"$ref":"#/$defs/money","x-label":"records.service.variants_ppu"}}},"x-label":"records.service.variants"},"resourceIds":{"type":"array","items":{"$ref":"#/$defs/uuid"},"uniqueItems":true,"maxItems":200,"default":[],"x-list":{"filterable":"includes"},"x-label":"records.service.resourceIds"}},"x-label":"records.service._title","$defs":{"langKey":{"type":"string","enum":["de","en","fr","it"],"x-enumLabels":{"de":"records._defs.langKey.de","en":"records._defs.langKey.en","fr":"records._defs.langKey.fr","it":"records._defs.langKey.it"}},"money":{"type":"integer","minimum":0,"maximum":2000000000},"time":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","maxLength":50},"uuid":{"type":"string","format":"uuid"}},"$id":"-507fe7a8"};
const schema19 = {"type":"string","format":"uuid"};
const schema20 = {"type":"integer","minimum":0,"maximum":2000000000};
const schema21 = {"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","maxLength":50};
const schema22 = {"type":"string","enum":["de","en","fr","it"],"x-enumLabels":{"de":"records._defs.langKey.de","en":"records._defs.langKey.en","fr":"records._defs.langKey.fr","it":"records._defs.langKey.it"}};
const func2 = Object.prototype.hasOwnProperty;
const func7 = ucs2length;
const func0 = equal;
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const formats2 = formats.tariffPosition;
const pattern11 = new RegExp("^([01][0-9]|2[0-3]):[0-5][0-9]$", "u");
const pattern12 = new RegExp("^[0-9A-Z]{3}$", "u");

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-507fe7a8" */;
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
if(!(func2.call(schema18.properties, key0))){
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
if(func7(data0) > 100){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema18.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func7(data0) < 1){
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
if(func7(data1) > 2000){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema18.properties.description,data:data1};
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
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.type.type,parentSchema:schema18.properties.type,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data2 === "regular") || (data2 === "tarif590"))){
const err8 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema18.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.type.enum,parentSchema:schema18.properties.type,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.category_fk !== undefined){
let data3 = data.category_fk;
if(typeof data3 === "string"){
if(!(formats0.test(data3))){
const err9 = {instancePath:instancePath+"/category_fk",schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema19,data:data3};
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
const err10 = {instancePath:instancePath+"/category_fk",schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.type,parentSchema:schema19,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.unit !== undefined){
let data4 = data.unit;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.unit.type,parentSchema:schema18.properties.unit,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((((data4 === "hour") || (data4 === "minute")) || (data4 === "percentage")) || (data4 === "piece"))){
const err12 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/enum",keyword:"enum",params:{allowedValues: schema18.properties.unit.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.unit.enum,parentSchema:schema18.properties.unit,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.ppu !== undefined){
let data5 = data.ppu;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err13 = {instancePath:instancePath+"/ppu",schemaPath:"#/$defs/money/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.type,parentSchema:schema20,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 2000000000 || isNaN(data5)){
const err14 = {instancePath:instancePath+"/ppu",schemaPath:"#/$defs/money/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000000000},message:"must be <= 2000000000",schema:2000000000,parentSchema:schema20,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/ppu",schemaPath:"#/$defs/money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema20,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.count !== undefined){
let data6 = data.count;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err16 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.count.type,parentSchema:schema18.properties.count,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 10000 || isNaN(data6)){
const err17 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000",schema:10000,parentSchema:schema18.properties.count,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.count,data:data6};
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
if(data.duration !== undefined){
let data7 = data.duration;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err19 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.duration.type,parentSchema:schema18.properties.duration,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 > 1440 || isNaN(data7)){
const err20 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1440},message:"must be <= 1440",schema:1440,parentSchema:schema18.properties.duration,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err21 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.duration,data:data7};
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
if(data.tax !== undefined){
let data8 = data.tax;
if(typeof data8 === "string"){
if(func7(data8) > 20){
const err22 = {instancePath:instancePath+"/tax",schemaPath:"#/properties/tax/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema18.properties.tax,data:data8};
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
const err23 = {instancePath:instancePath+"/tax",schemaPath:"#/properties/tax/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.tax.type,parentSchema:schema18.properties.tax,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.bufferTimeBefore !== undefined){
let data9 = data.bufferTimeBefore;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err24 = {instancePath:instancePath+"/bufferTimeBefore",schemaPath:"#/properties/bufferTimeBefore/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.bufferTimeBefore.type,parentSchema:schema18.properties.bufferTimeBefore,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 480 || isNaN(data9)){
const err25 = {instancePath:instancePath+"/bufferTimeBefore",schemaPath:"#/properties/bufferTimeBefore/maximum",keyword:"maximum",params:{comparison: "<=", limit: 480},message:"must be <= 480",schema:480,parentSchema:schema18.properties.bufferTimeBefore,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err26 = {instancePath:instancePath+"/bufferTimeBefore",schemaPath:"#/properties/bufferTimeBefore/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.bufferTimeBefore,data:data9};
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
if(data.bufferTime !== undefined){
let data10 = data.bufferTime;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err27 = {instancePath:instancePath+"/bufferTime",schemaPath:"#/properties/bufferTime/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.bufferTime.type,parentSchema:schema18.properties.bufferTime,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 > 480 || isNaN(data10)){
const err28 = {instancePath:instancePath+"/bufferTime",schemaPath:"#/properties/bufferTime/maximum",keyword:"maximum",params:{comparison: "<=", limit: 480},message:"must be <= 480",schema:480,parentSchema:schema18.properties.bufferTime,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err29 = {instancePath:instancePath+"/bufferTime",schemaPath:"#/properties/bufferTime/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.bufferTime,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
if(data.fixStart !== undefined){
let data11 = data.fixStart;
if(typeof data11 !== "boolean"){
const err30 = {instancePath:instancePath+"/fixStart",schemaPath:"#/properties/fixStart/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.fixStart.type,parentSchema:schema18.properties.fixStart,data:data11};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.fixStartTime !== undefined){
let data12 = data.fixStartTime;
if(typeof data12 === "string"){
if(func7(data12) > 50){
const err31 = {instancePath:instancePath+"/fixStartTime",schemaPath:"#/$defs/time/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema21,data:data12};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!pattern11.test(data12)){
const err32 = {instancePath:instancePath+"/fixStartTime",schemaPath:"#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^([01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema21,data:data12};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/fixStartTime",schemaPath:"#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.type,parentSchema:schema21,data:data12};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.onlineBooking !== undefined){
let data13 = data.onlineBooking;
if(typeof data13 !== "boolean"){
const err34 = {instancePath:instancePath+"/onlineBooking",schemaPath:"#/properties/onlineBooking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.onlineBooking.type,parentSchema:schema18.properties.onlineBooking,data:data13};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.confirmation !== undefined){
let data14 = data.confirmation;
if(typeof data14 !== "string"){
const err35 = {instancePath:instancePath+"/confirmation",schemaPath:"#/properties/confirmation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.confirmation.type,parentSchema:schema18.properties.confirmation,data:data14};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!((data14 === "automatic") || (data14 === "manual"))){
const err36 = {instancePath:instancePath+"/confirmation",schemaPath:"#/properties/confirmation/enum",keyword:"enum",params:{allowedValues: schema18.properties.confirmation.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.confirmation.enum,parentSchema:schema18.properties.confirmation,data:data14};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.virtual !== undefined){
let data15 = data.virtual;
if(typeof data15 !== "boolean"){
const err37 = {instancePath:instancePath+"/virtual",schemaPath:"#/properties/virtual/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.virtual.type,parentSchema:schema18.properties.virtual,data:data15};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.groupEvent !== undefined){
let data16 = data.groupEvent;
if(typeof data16 !== "boolean"){
const err38 = {instancePath:instancePath+"/groupEvent",schemaPath:"#/properties/groupEvent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.groupEvent.type,parentSchema:schema18.properties.groupEvent,data:data16};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.number !== undefined){
let data17 = data.number;
if(typeof data17 === "string"){
if(func7(data17) > 20){
const err39 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema18.properties.number,data:data17};
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
const err40 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.number.type,parentSchema:schema18.properties.number,data:data17};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.tarif !== undefined){
let data18 = data.tarif;
if(typeof data18 === "string"){
if(func7(data18) > 50){
const err41 = {instancePath:instancePath+"/tarif",schemaPath:"#/properties/tarif/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.tarif,data:data18};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!pattern12.test(data18)){
const err42 = {instancePath:instancePath+"/tarif",schemaPath:"#/properties/tarif/pattern",keyword:"pattern",params:{pattern: "^[0-9A-Z]{3}$"},message:"must match pattern \""+"^[0-9A-Z]{3}$"+"\"",schema:"^[0-9A-Z]{3}$",parentSchema:schema18.properties.tarif,data:data18};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/tarif",schemaPath:"#/properties/tarif/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.tarif.type,parentSchema:schema18.properties.tarif,data:data18};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.nr !== undefined){
let data19 = data.nr;
if(typeof data19 === "string"){
if(func7(data19) > 20){
const err44 = {instancePath:instancePath+"/nr",schemaPath:"#/properties/nr/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema18.properties.nr,data:data19};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(!(formats2.validate(data19))){
const err45 = {instancePath:instancePath+"/nr",schemaPath:"#/properties/nr/format",keyword:"format",params:{format: "tariffPosition"},message:"must match format \""+"tariffPosition"+"\"",schema:"tariffPosition",parentSchema:schema18.properties.nr,data:data19};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/nr",schemaPath:"#/properties/nr/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.nr.type,parentSchema:schema18.properties.nr,data:data19};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.rate !== undefined){
let data20 = data.rate;
if(typeof data20 == "number"){
if(data20 > 1000 || isNaN(data20)){
const err47 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000",schema:1000,parentSchema:schema18.properties.rate,data:data20};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data20 < 0 || isNaN(data20)){
const err48 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.rate,data:data20};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema18.properties.rate.type,parentSchema:schema18.properties.rate,data:data20};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.tpwAL !== undefined){
let data21 = data.tpwAL;
if(typeof data21 == "number"){
if(data21 > 100 || isNaN(data21)){
const err50 = {instancePath:instancePath+"/tpwAL",schemaPath:"#/properties/tpwAL/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema18.properties.tpwAL,data:data21};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data21 < 0 || isNaN(data21)){
const err51 = {instancePath:instancePath+"/tpwAL",schemaPath:"#/properties/tpwAL/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.tpwAL,data:data21};
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
const err52 = {instancePath:instancePath+"/tpwAL",schemaPath:"#/properties/tpwAL/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema18.properties.tpwAL.type,parentSchema:schema18.properties.tpwAL,data:data21};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.tpwTL !== undefined){
let data22 = data.tpwTL;
if(typeof data22 == "number"){
if(data22 > 100 || isNaN(data22)){
const err53 = {instancePath:instancePath+"/tpwTL",schemaPath:"#/properties/tpwTL/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema18.properties.tpwTL,data:data22};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data22 < 0 || isNaN(data22)){
const err54 = {instancePath:instancePath+"/tpwTL",schemaPath:"#/properties/tpwTL/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.tpwTL,data:data22};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/tpwTL",schemaPath:"#/properties/tpwTL/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema18.properties.tpwTL.type,parentSchema:schema18.properties.tpwTL,data:data22};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.accountingAccount !== undefined){
let data23 = data.accountingAccount;
if(typeof data23 === "string"){
if(func7(data23) > 20){
const err56 = {instancePath:instancePath+"/accountingAccount",schemaPath:"#/properties/accountingAccount/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema18.properties.accountingAccount,data:data23};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/accountingAccount",schemaPath:"#/properties/accountingAccount/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.accountingAccount.type,parentSchema:schema18.properties.accountingAccount,data:data23};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.langDepData !== undefined){
let data24 = data.langDepData;
if(Array.isArray(data24)){
if(data24.length > 4){
const err58 = {instancePath:instancePath+"/langDepData",schemaPath:"#/properties/langDepData/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items",schema:4,parentSchema:schema18.properties.langDepData,data:data24};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
const len0 = data24.length;
for(let i0=0; i0<len0; i0++){
let data25 = data24[i0];
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.langKey === undefined){
const err59 = {instancePath:instancePath+"/langDepData/" + i0,schemaPath:"#/properties/langDepData/items/required",keyword:"required",params:{missingProperty: "langKey"},message:"must have required property '"+"langKey"+"'",schema:schema18.properties.langDepData.items.required,parentSchema:schema18.properties.langDepData.items,data:data25};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data25.name === undefined){
const err60 = {instancePath:instancePath+"/langDepData/" + i0,schemaPath:"#/properties/langDepData/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema18.properties.langDepData.items.required,parentSchema:schema18.properties.langDepData.items,data:data25};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
for(const key1 in data25){
if(!((key1 === "langKey") || (key1 === "name"))){
const err61 = {instancePath:instancePath+"/langDepData/" + i0,schemaPath:"#/properties/langDepData/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema18.properties.langDepData.items,data:data25};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data25.langKey !== undefined){
let data26 = data25.langKey;
if(typeof data26 !== "string"){
const err62 = {instancePath:instancePath+"/langDepData/" + i0+"/langKey",schemaPath:"#/$defs/langKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.type,parentSchema:schema22,data:data26};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(!((((data26 === "de") || (data26 === "en")) || (data26 === "fr")) || (data26 === "it"))){
const err63 = {instancePath:instancePath+"/langDepData/" + i0+"/langKey",schemaPath:"#/$defs/langKey/enum",keyword:"enum",params:{allowedValues: schema22.enum},message:"must be equal to one of the allowed values",schema:schema22.enum,parentSchema:schema22,data:data26};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data25.name !== undefined){
let data27 = data25.name;
if(typeof data27 === "string"){
if(func7(data27) > 100){
const err64 = {instancePath:instancePath+"/langDepData/" + i0+"/name",schemaPath:"#/properties/langDepData/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema18.properties.langDepData.items.properties.name,data:data27};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(func7(data27) < 1){
const err65 = {instancePath:instancePath+"/langDepData/" + i0+"/name",schemaPath:"#/properties/langDepData/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema18.properties.langDepData.items.properties.name,data:data27};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/langDepData/" + i0+"/name",schemaPath:"#/properties/langDepData/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.langDepData.items.properties.name.type,parentSchema:schema18.properties.langDepData.items.properties.name,data:data27};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath:instancePath+"/langDepData/" + i0,schemaPath:"#/properties/langDepData/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.properties.langDepData.items.type,parentSchema:schema18.properties.langDepData.items,data:data25};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
else {
const err68 = {instancePath:instancePath+"/langDepData",schemaPath:"#/properties/langDepData/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema18.properties.langDepData.type,parentSchema:schema18.properties.langDepData,data:data24};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.variants !== undefined){
let data28 = data.variants;
if(Array.isArray(data28)){
if(data28.length > 50){
const err69 = {instancePath:instancePath+"/variants",schemaPath:"#/properties/variants/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema18.properties.variants,data:data28};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
const len1 = data28.length;
for(let i1=0; i1<len1; i1++){
let data29 = data28[i1];
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.name === undefined){
const err70 = {instancePath:instancePath+"/variants/" + i1,schemaPath:"#/properties/variants/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema18.properties.variants.items.required,parentSchema:schema18.properties.variants.items,data:data29};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
for(const key2 in data29){
if(!((((key2 === "variantId") || (key2 === "name")) || (key2 === "duration")) || (key2 === "ppu"))){
const err71 = {instancePath:instancePath+"/variants/" + i1,schemaPath:"#/properties/variants/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema18.properties.variants.items,data:data29};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data29.variantId !== undefined){
let data30 = data29.variantId;
if(typeof data30 === "string"){
if(!(formats0.test(data30))){
const err72 = {instancePath:instancePath+"/variants/" + i1+"/variantId",schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema19,data:data30};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/variants/" + i1+"/variantId",schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.type,parentSchema:schema19,data:data30};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data29.name !== undefined){
let data31 = data29.name;
if(typeof data31 === "string"){
if(func7(data31) > 100){
const err74 = {instancePath:instancePath+"/variants/" + i1+"/name",schemaPath:"#/properties/variants/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema18.properties.variants.items.properties.name,data:data31};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(func7(data31) < 1){
const err75 = {instancePath:instancePath+"/variants/" + i1+"/name",schemaPath:"#/properties/variants/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema18.properties.variants.items.properties.name,data:data31};
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
const err76 = {instancePath:instancePath+"/variants/" + i1+"/name",schemaPath:"#/properties/variants/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.variants.items.properties.name.type,parentSchema:schema18.properties.variants.items.properties.name,data:data31};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data29.duration !== undefined){
let data32 = data29.duration;
if(!((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32)))){
const err77 = {instancePath:instancePath+"/variants/" + i1+"/duration",schemaPath:"#/properties/variants/items/properties/duration/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.variants.items.properties.duration.type,parentSchema:schema18.properties.variants.items.properties.duration,data:data32};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(typeof data32 == "number"){
if(data32 > 1440 || isNaN(data32)){
const err78 = {instancePath:instancePath+"/variants/" + i1+"/duration",schemaPath:"#/properties/variants/items/properties/duration/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1440},message:"must be <= 1440",schema:1440,parentSchema:schema18.properties.variants.items.properties.duration,data:data32};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data32 < 0 || isNaN(data32)){
const err79 = {instancePath:instancePath+"/variants/" + i1+"/duration",schemaPath:"#/properties/variants/items/properties/duration/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.variants.items.properties.duration,data:data32};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
if(data29.ppu !== undefined){
let data33 = data29.ppu;
if(!((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33)))){
const err80 = {instancePath:instancePath+"/variants/" + i1+"/ppu",schemaPath:"#/$defs/money/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.type,parentSchema:schema20,data:data33};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(typeof data33 == "number"){
if(data33 > 2000000000 || isNaN(data33)){
const err81 = {instancePath:instancePath+"/variants/" + i1+"/ppu",schemaPath:"#/$defs/money/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000000000},message:"must be <= 2000000000",schema:2000000000,parentSchema:schema20,data:data33};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data33 < 0 || isNaN(data33)){
const err82 = {instancePath:instancePath+"/variants/" + i1+"/ppu",schemaPath:"#/$defs/money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema20,data:data33};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
}
else {
const err83 = {instancePath:instancePath+"/variants/" + i1,schemaPath:"#/properties/variants/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.properties.variants.items.type,parentSchema:schema18.properties.variants.items,data:data29};
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
else {
const err84 = {instancePath:instancePath+"/variants",schemaPath:"#/properties/variants/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema18.properties.variants.type,parentSchema:schema18.properties.variants,data:data28};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data.resourceIds !== undefined){
let data34 = data.resourceIds;
if(Array.isArray(data34)){
if(data34.length > 200){
const err85 = {instancePath:instancePath+"/resourceIds",schemaPath:"#/properties/resourceIds/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items",schema:200,parentSchema:schema18.properties.resourceIds,data:data34};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
const len2 = data34.length;
for(let i2=0; i2<len2; i2++){
let data35 = data34[i2];
if(typeof data35 === "string"){
if(!(formats0.test(data35))){
const err86 = {instancePath:instancePath+"/resourceIds/" + i2,schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema19,data:data35};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
else {
const err87 = {instancePath:instancePath+"/resourceIds/" + i2,schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.type,parentSchema:schema19,data:data35};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
let i3 = data34.length;
let j0;
if(i3 > 1){
outer0:
for(;i3--;){
for(j0 = i3; j0--;){
if(func0(data34[i3], data34[j0])){
const err88 = {instancePath:instancePath+"/resourceIds",schemaPath:"#/properties/resourceIds/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i3+" are identical)",schema:true,parentSchema:schema18.properties.resourceIds,data:data34};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err89 = {instancePath:instancePath+"/resourceIds",schemaPath:"#/properties/resourceIds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema18.properties.resourceIds.type,parentSchema:schema18.properties.resourceIds,data:data34};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
else {
const err90 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

/** By rjsf schema key (hash of the schema): what createPrecompiledValidator takes. */
export const validateFns = {
  "-507fe7a8": validate17,
};
