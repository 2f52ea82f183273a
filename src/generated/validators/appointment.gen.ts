// generated — do not edit. Source: schemas/appointment.schema.json. Regenerate with `npm run gen`.
// @ts-nocheck: ajv standalone code (plain JavaScript) of the form schema, see generators/emitFormValidators.ts
import { formats, ucs2length } from '../../shared/formValidatorRuntime';

const schema18 = {"type":"object","additionalProperties":false,"required":["date","startTime","endTime","resourceId"],"properties":{"date":{"$ref":"#/$defs/date","x-list":{"column":true,"sortable":true,"filterable":"range"},"x-label":"records.appointment.date"},"startTime":{"$ref":"#/$defs/time","x-list":{"column":true},"x-label":"records.appointment.startTime"},"endTime":{"$ref":"#/$defs/time","x-list":{"column":true},"x-label":"records.appointment.endTime"},"startBufferTime":{"type":"integer","minimum":0,"maximum":480,"default":0,"x-label":"records.appointment.startBufferTime"},"endBufferTime":{"type":"integer","minimum":0,"maximum":480,"default":0,"x-label":"records.appointment.endBufferTime"},"resourceId":{"$ref":"#/$defs/uuid","x-list":{"column":true,"filterable":"eq"},"x-storage":{"index":true},"x-label":"records.appointment.resourceId"},"contact_fk":{"$ref":"#/$defs/uuid","x-ref":"contact","x-list":{"column":true,"filterable":"eq"},"x-storage":{"index":true},"x-label":"records.appointment.contact_fk"},"service_fk":{"$ref":"#/$defs/uuid","x-ref":"service","x-list":{"column":true,"filterable":"eq"},"x-label":"records.appointment.service_fk"},"title":{"type":"string","maxLength":200,"x-list":{"column":true,"searchable":true},"x-label":"records.appointment.title"},"numberOfPeople":{"type":"integer","minimum":1,"maximum":100,"default":1,"x-label":"records.appointment.numberOfPeople"},"notes":{"type":"string","maxLength":5000,"x-label":"records.appointment.notes"},"template":{"type":"string","maxLength":100,"x-label":"records.appointment.template"},"status":{"type":"string","enum":["DRAFT","UNCONFIRMED","BOOKED","CONFIRMED","IMPORTED","PROVIDED","FINISHED","BILLED","CANCELLED","DENIED","DELETED","ARCHIVED"],"default":"CONFIRMED","x-readOnly":true,"x-list":{"column":true,"filterable":"eq"},"x-label":"records.appointment.status","x-enumLabels":{"DRAFT":"records.appointment.statusOptions.DRAFT","UNCONFIRMED":"records.appointment.statusOptions.UNCONFIRMED","BOOKED":"records.appointment.statusOptions.BOOKED","CONFIRMED":"records.appointment.statusOptions.CONFIRMED","IMPORTED":"records.appointment.statusOptions.IMPORTED","PROVIDED":"records.appointment.statusOptions.PROVIDED","FINISHED":"records.appointment.statusOptions.FINISHED","BILLED":"records.appointment.statusOptions.BILLED","CANCELLED":"records.appointment.statusOptions.CANCELLED","DENIED":"records.appointment.statusOptions.DENIED","DELETED":"records.appointment.statusOptions.DELETED","ARCHIVED":"records.appointment.statusOptions.ARCHIVED"}},"duration":{"type":"integer","minimum":1,"maximum":1440,"x-readOnly":true,"x-label":"records.appointment.duration"},"postedAt":{"type":"string","format":"date-time","x-readOnly":true,"x-label":"records.appointment.postedAt"},"startsAt":{"type":"string","format":"date-time","x-readOnly":true,"x-list":{"sortable":true,"filterable":"range"},"x-label":"records.appointment.startsAt"},"endsAt":{"type":"string","format":"date-time","x-readOnly":true,"x-label":"records.appointment.endsAt"},"busyFrom":{"type":"string","format":"date-time","x-readOnly":true,"x-label":"records.appointment.busyFrom"},"busyUntil":{"type":"string","format":"date-time","x-readOnly":true,"x-label":"records.appointment.busyUntil"},"series_fk":{"$ref":"#/$defs/uuid","x-readOnly":true,"x-storage":{"index":true},"x-label":"records.appointment.series_fk"},"seriesIndex":{"type":"integer","minimum":0,"x-readOnly":true,"x-label":"records.appointment.seriesIndex"},"isException":{"type":"boolean","default":false,"x-readOnly":true,"x-label":"records.appointment.isException"},"groupEvent_fk":{"$ref":"#/$defs/uuid","x-readOnly":true,"x-storage":{"index":true},"x-label":"records.appointment.groupEvent_fk"},"project_fk":{"$ref":"#/$defs/uuid","x-ref":{"record":"project","onDelete":"set null"},"x-readOnly":true,"x-label":"records.appointment.project_fk"},"invoiceStatus":{"type":"string","maxLength":20,"x-readOnly":true,"x-label":"records.appointment.invoiceStatus"},"cancelledAt":{"type":"string","format":"date-time","x-readOnly":true,"x-label":"records.appointment.cancelledAt"},"cancelBatch":{"$ref":"#/$defs/uuid","x-readOnly":true,"x-label":"records.appointment.cancelBatch"},"statusBeforeCancel":{"type":"string","maxLength":20,"x-readOnly":true,"x-label":"records.appointment.statusBeforeCancel"},"deletedAt":{"type":"string","format":"date-time","x-readOnly":true,"x-label":"records.appointment.deletedAt"},"statusBeforeDelete":{"type":"string","maxLength":20,"x-readOnly":true,"x-label":"records.appointment.statusBeforeDelete"},"documents":{"type":"array","items":{"$ref":"#/$defs/uuid"},"maxItems":50,"default":[],"x-readOnly":true,"x-label":"records.appointment.documents"},"items":{"type":"array","maxItems":100,"default":[],"x-readOnly":true,"items":{"type":"object","additionalProperties":false,"required":["item_id","service_fk","count","ppu"],"properties":{"item_id":{"$ref":"#/$defs/uuid","x-label":"records.appointment.items_item_id"},"service_fk":{"$ref":"#/$defs/uuid","x-label":"records.appointment.items_service_fk"},"count":{"type":"number","exclusiveMinimum":0,"maximum":10000,"x-label":"records.appointment.items_count"},"ppu":{"$ref":"#/$defs/money","x-label":"records.appointment.items_ppu"}}},"x-label":"records.appointment.items"}},"x-label":"records.appointment._title","$defs":{"date":{"type":"string","format":"date"},"money":{"type":"integer","minimum":0,"maximum":2000000000},"time":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","maxLength":50},"uuid":{"type":"string","format":"uuid"}},"$id":"-21c94952"};
const schema19 = {"type":"string","format":"date"};
const schema20 = {"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","maxLength":50};
const schema22 = {"type":"string","format":"uuid"};
const schema32 = {"type":"integer","minimum":0,"maximum":2000000000};
const func2 = Object.prototype.hasOwnProperty;
const func7 = ucs2length;
const formats0 = formats.date;
const formats2 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const formats8 = formats["date-time"];
const pattern11 = new RegExp("^([01][0-9]|2[0-3]):[0-5][0-9]$", "u");

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-21c94952" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.startTime === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "startTime"},message:"must have required property '"+"startTime"+"'",schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.endTime === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "endTime"},message:"must have required property '"+"endTime"+"'",schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.resourceId === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resourceId"},message:"must have required property '"+"resourceId"+"'",schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema18.properties, key0))){
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
if(data.date !== undefined){
let data0 = data.date;
if(typeof data0 === "string"){
if(!(formats0.validate(data0))){
const err5 = {instancePath:instancePath+"/date",schemaPath:"#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema19,data:data0};
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
const err6 = {instancePath:instancePath+"/date",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.type,parentSchema:schema19,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.startTime !== undefined){
let data1 = data.startTime;
if(typeof data1 === "string"){
if(func7(data1) > 50){
const err7 = {instancePath:instancePath+"/startTime",schemaPath:"#/$defs/time/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema20,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern11.test(data1)){
const err8 = {instancePath:instancePath+"/startTime",schemaPath:"#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^([01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema20,data:data1};
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
const err9 = {instancePath:instancePath+"/startTime",schemaPath:"#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.type,parentSchema:schema20,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.endTime !== undefined){
let data2 = data.endTime;
if(typeof data2 === "string"){
if(func7(data2) > 50){
const err10 = {instancePath:instancePath+"/endTime",schemaPath:"#/$defs/time/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema20,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern11.test(data2)){
const err11 = {instancePath:instancePath+"/endTime",schemaPath:"#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^([01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema20,data:data2};
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
const err12 = {instancePath:instancePath+"/endTime",schemaPath:"#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.type,parentSchema:schema20,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.startBufferTime !== undefined){
let data3 = data.startBufferTime;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err13 = {instancePath:instancePath+"/startBufferTime",schemaPath:"#/properties/startBufferTime/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.startBufferTime.type,parentSchema:schema18.properties.startBufferTime,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 480 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/startBufferTime",schemaPath:"#/properties/startBufferTime/maximum",keyword:"maximum",params:{comparison: "<=", limit: 480},message:"must be <= 480",schema:480,parentSchema:schema18.properties.startBufferTime,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/startBufferTime",schemaPath:"#/properties/startBufferTime/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.startBufferTime,data:data3};
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
if(data.endBufferTime !== undefined){
let data4 = data.endBufferTime;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err16 = {instancePath:instancePath+"/endBufferTime",schemaPath:"#/properties/endBufferTime/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.endBufferTime.type,parentSchema:schema18.properties.endBufferTime,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 480 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/endBufferTime",schemaPath:"#/properties/endBufferTime/maximum",keyword:"maximum",params:{comparison: "<=", limit: 480},message:"must be <= 480",schema:480,parentSchema:schema18.properties.endBufferTime,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/endBufferTime",schemaPath:"#/properties/endBufferTime/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.endBufferTime,data:data4};
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
if(data.resourceId !== undefined){
let data5 = data.resourceId;
if(typeof data5 === "string"){
if(!(formats2.test(data5))){
const err19 = {instancePath:instancePath+"/resourceId",schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema22,data:data5};
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
const err20 = {instancePath:instancePath+"/resourceId",schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.type,parentSchema:schema22,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.contact_fk !== undefined){
let data6 = data.contact_fk;
if(typeof data6 === "string"){
if(!(formats2.test(data6))){
const err21 = {instancePath:instancePath+"/contact_fk",schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema22,data:data6};
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
const err22 = {instancePath:instancePath+"/contact_fk",schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.type,parentSchema:schema22,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.service_fk !== undefined){
let data7 = data.service_fk;
if(typeof data7 === "string"){
if(!(formats2.test(data7))){
const err23 = {instancePath:instancePath+"/service_fk",schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema22,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/service_fk",schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.type,parentSchema:schema22,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.title !== undefined){
let data8 = data.title;
if(typeof data8 === "string"){
if(func7(data8) > 200){
const err25 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema18.properties.title,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.title.type,parentSchema:schema18.properties.title,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.numberOfPeople !== undefined){
let data9 = data.numberOfPeople;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err27 = {instancePath:instancePath+"/numberOfPeople",schemaPath:"#/properties/numberOfPeople/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.numberOfPeople.type,parentSchema:schema18.properties.numberOfPeople,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 100 || isNaN(data9)){
const err28 = {instancePath:instancePath+"/numberOfPeople",schemaPath:"#/properties/numberOfPeople/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema18.properties.numberOfPeople,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err29 = {instancePath:instancePath+"/numberOfPeople",schemaPath:"#/properties/numberOfPeople/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema18.properties.numberOfPeople,data:data9};
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
if(data.notes !== undefined){
let data10 = data.notes;
if(typeof data10 === "string"){
if(func7(data10) > 5000){
const err30 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema18.properties.notes,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.notes.type,parentSchema:schema18.properties.notes,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.template !== undefined){
let data11 = data.template;
if(typeof data11 === "string"){
if(func7(data11) > 100){
const err32 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema18.properties.template,data:data11};
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
const err33 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.template.type,parentSchema:schema18.properties.template,data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.status !== undefined){
let data12 = data.status;
if(typeof data12 !== "string"){
const err34 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.status.type,parentSchema:schema18.properties.status,data:data12};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!((((((((((((data12 === "DRAFT") || (data12 === "UNCONFIRMED")) || (data12 === "BOOKED")) || (data12 === "CONFIRMED")) || (data12 === "IMPORTED")) || (data12 === "PROVIDED")) || (data12 === "FINISHED")) || (data12 === "BILLED")) || (data12 === "CANCELLED")) || (data12 === "DENIED")) || (data12 === "DELETED")) || (data12 === "ARCHIVED"))){
const err35 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema18.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.status.enum,parentSchema:schema18.properties.status,data:data12};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.duration !== undefined){
let data13 = data.duration;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err36 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.duration.type,parentSchema:schema18.properties.duration,data:data13};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(typeof data13 == "number"){
if(data13 > 1440 || isNaN(data13)){
const err37 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1440},message:"must be <= 1440",schema:1440,parentSchema:schema18.properties.duration,data:data13};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data13 < 1 || isNaN(data13)){
const err38 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema18.properties.duration,data:data13};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data.postedAt !== undefined){
let data14 = data.postedAt;
if(typeof data14 === "string"){
if(!(formats8.validate(data14))){
const err39 = {instancePath:instancePath+"/postedAt",schemaPath:"#/properties/postedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema18.properties.postedAt,data:data14};
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
const err40 = {instancePath:instancePath+"/postedAt",schemaPath:"#/properties/postedAt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.postedAt.type,parentSchema:schema18.properties.postedAt,data:data14};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.startsAt !== undefined){
let data15 = data.startsAt;
if(typeof data15 === "string"){
if(!(formats8.validate(data15))){
const err41 = {instancePath:instancePath+"/startsAt",schemaPath:"#/properties/startsAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema18.properties.startsAt,data:data15};
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
const err42 = {instancePath:instancePath+"/startsAt",schemaPath:"#/properties/startsAt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.startsAt.type,parentSchema:schema18.properties.startsAt,data:data15};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.endsAt !== undefined){
let data16 = data.endsAt;
if(typeof data16 === "string"){
if(!(formats8.validate(data16))){
const err43 = {instancePath:instancePath+"/endsAt",schemaPath:"#/properties/endsAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema18.properties.endsAt,data:data16};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/endsAt",schemaPath:"#/properties/endsAt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.endsAt.type,parentSchema:schema18.properties.endsAt,data:data16};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.busyFrom !== undefined){
let data17 = data.busyFrom;
if(typeof data17 === "string"){
if(!(formats8.validate(data17))){
const err45 = {instancePath:instancePath+"/busyFrom",schemaPath:"#/properties/busyFrom/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema18.properties.busyFrom,data:data17};
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
const err46 = {instancePath:instancePath+"/busyFrom",schemaPath:"#/properties/busyFrom/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.busyFrom.type,parentSchema:schema18.properties.busyFrom,data:data17};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.busyUntil !== undefined){
let data18 = data.busyUntil;
if(typeof data18 === "string"){
if(!(formats8.validate(data18))){
const err47 = {instancePath:instancePath+"/busyUntil",schemaPath:"#/properties/busyUntil/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema18.properties.busyUntil,data:data18};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/busyUntil",schemaPath:"#/properties/busyUntil/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.busyUntil.type,parentSchema:schema18.properties.busyUntil,data:data18};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.series_fk !== undefined){
let data19 = data.series_fk;
if(typeof data19 === "string"){
if(!(formats2.test(data19))){
const err49 = {instancePath:instancePath+"/series_fk",schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema22,data:data19};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/series_fk",schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.type,parentSchema:schema22,data:data19};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.seriesIndex !== undefined){
let data20 = data.seriesIndex;
if(!((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20)))){
const err51 = {instancePath:instancePath+"/seriesIndex",schemaPath:"#/properties/seriesIndex/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.seriesIndex.type,parentSchema:schema18.properties.seriesIndex,data:data20};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(typeof data20 == "number"){
if(data20 < 0 || isNaN(data20)){
const err52 = {instancePath:instancePath+"/seriesIndex",schemaPath:"#/properties/seriesIndex/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.seriesIndex,data:data20};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
if(data.isException !== undefined){
let data21 = data.isException;
if(typeof data21 !== "boolean"){
const err53 = {instancePath:instancePath+"/isException",schemaPath:"#/properties/isException/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.isException.type,parentSchema:schema18.properties.isException,data:data21};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.groupEvent_fk !== undefined){
let data22 = data.groupEvent_fk;
if(typeof data22 === "string"){
if(!(formats2.test(data22))){
const err54 = {instancePath:instancePath+"/groupEvent_fk",schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema22,data:data22};
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
const err55 = {instancePath:instancePath+"/groupEvent_fk",schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.type,parentSchema:schema22,data:data22};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.project_fk !== undefined){
let data23 = data.project_fk;
if(typeof data23 === "string"){
if(!(formats2.test(data23))){
const err56 = {instancePath:instancePath+"/project_fk",schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema22,data:data23};
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
const err57 = {instancePath:instancePath+"/project_fk",schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.type,parentSchema:schema22,data:data23};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.invoiceStatus !== undefined){
let data24 = data.invoiceStatus;
if(typeof data24 === "string"){
if(func7(data24) > 20){
const err58 = {instancePath:instancePath+"/invoiceStatus",schemaPath:"#/properties/invoiceStatus/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema18.properties.invoiceStatus,data:data24};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/invoiceStatus",schemaPath:"#/properties/invoiceStatus/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.invoiceStatus.type,parentSchema:schema18.properties.invoiceStatus,data:data24};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.cancelledAt !== undefined){
let data25 = data.cancelledAt;
if(typeof data25 === "string"){
if(!(formats8.validate(data25))){
const err60 = {instancePath:instancePath+"/cancelledAt",schemaPath:"#/properties/cancelledAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema18.properties.cancelledAt,data:data25};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/cancelledAt",schemaPath:"#/properties/cancelledAt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.cancelledAt.type,parentSchema:schema18.properties.cancelledAt,data:data25};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.cancelBatch !== undefined){
let data26 = data.cancelBatch;
if(typeof data26 === "string"){
if(!(formats2.test(data26))){
const err62 = {instancePath:instancePath+"/cancelBatch",schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema22,data:data26};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/cancelBatch",schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.type,parentSchema:schema22,data:data26};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.statusBeforeCancel !== undefined){
let data27 = data.statusBeforeCancel;
if(typeof data27 === "string"){
if(func7(data27) > 20){
const err64 = {instancePath:instancePath+"/statusBeforeCancel",schemaPath:"#/properties/statusBeforeCancel/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema18.properties.statusBeforeCancel,data:data27};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/statusBeforeCancel",schemaPath:"#/properties/statusBeforeCancel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.statusBeforeCancel.type,parentSchema:schema18.properties.statusBeforeCancel,data:data27};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.deletedAt !== undefined){
let data28 = data.deletedAt;
if(typeof data28 === "string"){
if(!(formats8.validate(data28))){
const err66 = {instancePath:instancePath+"/deletedAt",schemaPath:"#/properties/deletedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema18.properties.deletedAt,data:data28};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
else {
const err67 = {instancePath:instancePath+"/deletedAt",schemaPath:"#/properties/deletedAt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.deletedAt.type,parentSchema:schema18.properties.deletedAt,data:data28};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data.statusBeforeDelete !== undefined){
let data29 = data.statusBeforeDelete;
if(typeof data29 === "string"){
if(func7(data29) > 20){
const err68 = {instancePath:instancePath+"/statusBeforeDelete",schemaPath:"#/properties/statusBeforeDelete/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema18.properties.statusBeforeDelete,data:data29};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/statusBeforeDelete",schemaPath:"#/properties/statusBeforeDelete/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.statusBeforeDelete.type,parentSchema:schema18.properties.statusBeforeDelete,data:data29};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.documents !== undefined){
let data30 = data.documents;
if(Array.isArray(data30)){
if(data30.length > 50){
const err70 = {instancePath:instancePath+"/documents",schemaPath:"#/properties/documents/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema18.properties.documents,data:data30};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
const len0 = data30.length;
for(let i0=0; i0<len0; i0++){
let data31 = data30[i0];
if(typeof data31 === "string"){
if(!(formats2.test(data31))){
const err71 = {instancePath:instancePath+"/documents/" + i0,schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema22,data:data31};
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
const err72 = {instancePath:instancePath+"/documents/" + i0,schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.type,parentSchema:schema22,data:data31};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
else {
const err73 = {instancePath:instancePath+"/documents",schemaPath:"#/properties/documents/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema18.properties.documents.type,parentSchema:schema18.properties.documents,data:data30};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data.items !== undefined){
let data32 = data.items;
if(Array.isArray(data32)){
if(data32.length > 100){
const err74 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items",schema:100,parentSchema:schema18.properties.items,data:data32};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
const len1 = data32.length;
for(let i1=0; i1<len1; i1++){
let data33 = data32[i1];
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(data33.item_id === undefined){
const err75 = {instancePath:instancePath+"/items/" + i1,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "item_id"},message:"must have required property '"+"item_id"+"'",schema:schema18.properties.items.items.required,parentSchema:schema18.properties.items.items,data:data33};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data33.service_fk === undefined){
const err76 = {instancePath:instancePath+"/items/" + i1,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "service_fk"},message:"must have required property '"+"service_fk"+"'",schema:schema18.properties.items.items.required,parentSchema:schema18.properties.items.items,data:data33};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data33.count === undefined){
const err77 = {instancePath:instancePath+"/items/" + i1,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'",schema:schema18.properties.items.items.required,parentSchema:schema18.properties.items.items,data:data33};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data33.ppu === undefined){
const err78 = {instancePath:instancePath+"/items/" + i1,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "ppu"},message:"must have required property '"+"ppu"+"'",schema:schema18.properties.items.items.required,parentSchema:schema18.properties.items.items,data:data33};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
for(const key1 in data33){
if(!((((key1 === "item_id") || (key1 === "service_fk")) || (key1 === "count")) || (key1 === "ppu"))){
const err79 = {instancePath:instancePath+"/items/" + i1,schemaPath:"#/properties/items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema18.properties.items.items,data:data33};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data33.item_id !== undefined){
let data34 = data33.item_id;
if(typeof data34 === "string"){
if(!(formats2.test(data34))){
const err80 = {instancePath:instancePath+"/items/" + i1+"/item_id",schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema22,data:data34};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
else {
const err81 = {instancePath:instancePath+"/items/" + i1+"/item_id",schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.type,parentSchema:schema22,data:data34};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data33.service_fk !== undefined){
let data35 = data33.service_fk;
if(typeof data35 === "string"){
if(!(formats2.test(data35))){
const err82 = {instancePath:instancePath+"/items/" + i1+"/service_fk",schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema22,data:data35};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
else {
const err83 = {instancePath:instancePath+"/items/" + i1+"/service_fk",schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.type,parentSchema:schema22,data:data35};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data33.count !== undefined){
let data36 = data33.count;
if(typeof data36 == "number"){
if(data36 > 10000 || isNaN(data36)){
const err84 = {instancePath:instancePath+"/items/" + i1+"/count",schemaPath:"#/properties/items/items/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000",schema:10000,parentSchema:schema18.properties.items.items.properties.count,data:data36};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data36 <= 0 || isNaN(data36)){
const err85 = {instancePath:instancePath+"/items/" + i1+"/count",schemaPath:"#/properties/items/items/properties/count/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema18.properties.items.items.properties.count,data:data36};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
else {
const err86 = {instancePath:instancePath+"/items/" + i1+"/count",schemaPath:"#/properties/items/items/properties/count/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema18.properties.items.items.properties.count.type,parentSchema:schema18.properties.items.items.properties.count,data:data36};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data33.ppu !== undefined){
let data37 = data33.ppu;
if(!((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37)))){
const err87 = {instancePath:instancePath+"/items/" + i1+"/ppu",schemaPath:"#/$defs/money/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema32.type,parentSchema:schema32,data:data37};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(typeof data37 == "number"){
if(data37 > 2000000000 || isNaN(data37)){
const err88 = {instancePath:instancePath+"/items/" + i1+"/ppu",schemaPath:"#/$defs/money/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000000000},message:"must be <= 2000000000",schema:2000000000,parentSchema:schema32,data:data37};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data37 < 0 || isNaN(data37)){
const err89 = {instancePath:instancePath+"/items/" + i1+"/ppu",schemaPath:"#/$defs/money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema32,data:data37};
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
}
else {
const err90 = {instancePath:instancePath+"/items/" + i1,schemaPath:"#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.properties.items.items.type,parentSchema:schema18.properties.items.items,data:data33};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
else {
const err91 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema18.properties.items.type,parentSchema:schema18.properties.items,data:data32};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
else {
const err92 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

/** By rjsf schema key (hash of the schema): what createPrecompiledValidator takes. */
export const validateFns = {
  "-21c94952": validate17,
};
