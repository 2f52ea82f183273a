// generated — do not edit. Source: schemas/bookingCommunication.schema.json. Regenerate with `npm run gen`.
// @ts-nocheck: ajv standalone code (plain JavaScript) of the form schema, see generators/emitFormValidators.ts
import { ucs2length } from '../../shared/formValidatorRuntime';

const schema18 = {"type":"object","additionalProperties":false,"properties":{"firstReminder":{"type":"string","enum":["12h","24h","48h"],"default":"24h","x-storage":{"type":"integer","suffix":"h"},"x-label":"records.bookingCommunication.firstReminder","x-enumLabels":{"12h":"records.bookingCommunication.firstReminderOptions.12h","24h":"records.bookingCommunication.firstReminderOptions.24h","48h":"records.bookingCommunication.firstReminderOptions.48h"}},"secondReminder":{"type":"string","enum":["1h","2h","3h"],"default":"2h","x-storage":{"type":"integer","suffix":"h"},"x-label":"records.bookingCommunication.secondReminder","x-enumLabels":{"1h":"records.bookingCommunication.secondReminderOptions.1h","2h":"records.bookingCommunication.secondReminderOptions.2h","3h":"records.bookingCommunication.secondReminderOptions.3h"}},"email":{"type":"object","additionalProperties":false,"default":{},"x-storage":{"flatten":true},"properties":{"request":{"type":"boolean","default":true,"x-label":"records.bookingCommunication.email_request"},"confirmation":{"type":"boolean","default":true,"x-label":"records.bookingCommunication.email_confirmation"},"change":{"type":"boolean","default":true,"x-label":"records.bookingCommunication.email_change"},"cancellation":{"type":"boolean","default":true,"x-label":"records.bookingCommunication.email_cancellation"},"firstReminder":{"type":"boolean","default":true,"x-label":"records.bookingCommunication.email_firstReminder"},"secondReminder":{"type":"boolean","default":true,"x-label":"records.bookingCommunication.email_secondReminder"}},"x-label":"records.bookingCommunication.email"},"sms":{"type":"object","additionalProperties":false,"default":{},"x-storage":{"flatten":true},"properties":{"request":{"type":"boolean","default":false,"x-label":"records.bookingCommunication.sms_request"},"confirmation":{"type":"boolean","default":false,"x-label":"records.bookingCommunication.sms_confirmation"},"change":{"type":"boolean","default":false,"x-label":"records.bookingCommunication.sms_change"},"cancellation":{"type":"boolean","default":false,"x-label":"records.bookingCommunication.sms_cancellation"},"firstReminder":{"type":"boolean","default":false,"x-label":"records.bookingCommunication.sms_firstReminder"},"secondReminder":{"type":"boolean","default":false,"x-label":"records.bookingCommunication.sms_secondReminder"}},"x-label":"records.bookingCommunication.sms"},"nickname":{"type":"string","minLength":1,"maxLength":11,"pattern":"^[A-Za-z0-9 .&-]+$","x-label":"records.bookingCommunication.nickname"}},"x-label":"records.bookingCommunication._title","$id":"5bb3d319"};
const func6 = ucs2length;
const pattern11 = new RegExp("^[A-Za-z0-9 .&-]+$", "u");

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="5bb3d319" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "firstReminder") || (key0 === "secondReminder")) || (key0 === "email")) || (key0 === "sms")) || (key0 === "nickname"))){
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
if(data.firstReminder !== undefined){
let data0 = data.firstReminder;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/firstReminder",schemaPath:"#/properties/firstReminder/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.firstReminder.type,parentSchema:schema18.properties.firstReminder,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((data0 === "12h") || (data0 === "24h")) || (data0 === "48h"))){
const err2 = {instancePath:instancePath+"/firstReminder",schemaPath:"#/properties/firstReminder/enum",keyword:"enum",params:{allowedValues: schema18.properties.firstReminder.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.firstReminder.enum,parentSchema:schema18.properties.firstReminder,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.secondReminder !== undefined){
let data1 = data.secondReminder;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/secondReminder",schemaPath:"#/properties/secondReminder/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.secondReminder.type,parentSchema:schema18.properties.secondReminder,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((data1 === "1h") || (data1 === "2h")) || (data1 === "3h"))){
const err4 = {instancePath:instancePath+"/secondReminder",schemaPath:"#/properties/secondReminder/enum",keyword:"enum",params:{allowedValues: schema18.properties.secondReminder.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.secondReminder.enum,parentSchema:schema18.properties.secondReminder,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.email !== undefined){
let data2 = data.email;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
if(!((((((key1 === "request") || (key1 === "confirmation")) || (key1 === "change")) || (key1 === "cancellation")) || (key1 === "firstReminder")) || (key1 === "secondReminder"))){
const err5 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema18.properties.email,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data2.request !== undefined){
let data3 = data2.request;
if(typeof data3 !== "boolean"){
const err6 = {instancePath:instancePath+"/email/request",schemaPath:"#/properties/email/properties/request/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.email.properties.request.type,parentSchema:schema18.properties.email.properties.request,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2.confirmation !== undefined){
let data4 = data2.confirmation;
if(typeof data4 !== "boolean"){
const err7 = {instancePath:instancePath+"/email/confirmation",schemaPath:"#/properties/email/properties/confirmation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.email.properties.confirmation.type,parentSchema:schema18.properties.email.properties.confirmation,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.change !== undefined){
let data5 = data2.change;
if(typeof data5 !== "boolean"){
const err8 = {instancePath:instancePath+"/email/change",schemaPath:"#/properties/email/properties/change/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.email.properties.change.type,parentSchema:schema18.properties.email.properties.change,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.cancellation !== undefined){
let data6 = data2.cancellation;
if(typeof data6 !== "boolean"){
const err9 = {instancePath:instancePath+"/email/cancellation",schemaPath:"#/properties/email/properties/cancellation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.email.properties.cancellation.type,parentSchema:schema18.properties.email.properties.cancellation,data:data6};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.firstReminder !== undefined){
let data7 = data2.firstReminder;
if(typeof data7 !== "boolean"){
const err10 = {instancePath:instancePath+"/email/firstReminder",schemaPath:"#/properties/email/properties/firstReminder/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.email.properties.firstReminder.type,parentSchema:schema18.properties.email.properties.firstReminder,data:data7};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.secondReminder !== undefined){
let data8 = data2.secondReminder;
if(typeof data8 !== "boolean"){
const err11 = {instancePath:instancePath+"/email/secondReminder",schemaPath:"#/properties/email/properties/secondReminder/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.email.properties.secondReminder.type,parentSchema:schema18.properties.email.properties.secondReminder,data:data8};
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
const err12 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.properties.email.type,parentSchema:schema18.properties.email,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.sms !== undefined){
let data9 = data.sms;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key2 in data9){
if(!((((((key2 === "request") || (key2 === "confirmation")) || (key2 === "change")) || (key2 === "cancellation")) || (key2 === "firstReminder")) || (key2 === "secondReminder"))){
const err13 = {instancePath:instancePath+"/sms",schemaPath:"#/properties/sms/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema18.properties.sms,data:data9};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data9.request !== undefined){
let data10 = data9.request;
if(typeof data10 !== "boolean"){
const err14 = {instancePath:instancePath+"/sms/request",schemaPath:"#/properties/sms/properties/request/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.sms.properties.request.type,parentSchema:schema18.properties.sms.properties.request,data:data10};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data9.confirmation !== undefined){
let data11 = data9.confirmation;
if(typeof data11 !== "boolean"){
const err15 = {instancePath:instancePath+"/sms/confirmation",schemaPath:"#/properties/sms/properties/confirmation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.sms.properties.confirmation.type,parentSchema:schema18.properties.sms.properties.confirmation,data:data11};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data9.change !== undefined){
let data12 = data9.change;
if(typeof data12 !== "boolean"){
const err16 = {instancePath:instancePath+"/sms/change",schemaPath:"#/properties/sms/properties/change/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.sms.properties.change.type,parentSchema:schema18.properties.sms.properties.change,data:data12};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data9.cancellation !== undefined){
let data13 = data9.cancellation;
if(typeof data13 !== "boolean"){
const err17 = {instancePath:instancePath+"/sms/cancellation",schemaPath:"#/properties/sms/properties/cancellation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.sms.properties.cancellation.type,parentSchema:schema18.properties.sms.properties.cancellation,data:data13};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data9.firstReminder !== undefined){
let data14 = data9.firstReminder;
if(typeof data14 !== "boolean"){
const err18 = {instancePath:instancePath+"/sms/firstReminder",schemaPath:"#/properties/sms/properties/firstReminder/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.sms.properties.firstReminder.type,parentSchema:schema18.properties.sms.properties.firstReminder,data:data14};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data9.secondReminder !== undefined){
let data15 = data9.secondReminder;
if(typeof data15 !== "boolean"){
const err19 = {instancePath:instancePath+"/sms/secondReminder",schemaPath:"#/properties/sms/properties/secondReminder/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.sms.properties.secondReminder.type,parentSchema:schema18.properties.sms.properties.secondReminder,data:data15};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/sms",schemaPath:"#/properties/sms/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.properties.sms.type,parentSchema:schema18.properties.sms,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.nickname !== undefined){
let data16 = data.nickname;
if(typeof data16 === "string"){
if(func6(data16) > 11){
const err21 = {instancePath:instancePath+"/nickname",schemaPath:"#/properties/nickname/maxLength",keyword:"maxLength",params:{limit: 11},message:"must NOT have more than 11 characters",schema:11,parentSchema:schema18.properties.nickname,data:data16};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func6(data16) < 1){
const err22 = {instancePath:instancePath+"/nickname",schemaPath:"#/properties/nickname/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema18.properties.nickname,data:data16};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern11.test(data16)){
const err23 = {instancePath:instancePath+"/nickname",schemaPath:"#/properties/nickname/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9 .&-]+$"},message:"must match pattern \""+"^[A-Za-z0-9 .&-]+$"+"\"",schema:"^[A-Za-z0-9 .&-]+$",parentSchema:schema18.properties.nickname,data:data16};
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
const err24 = {instancePath:instancePath+"/nickname",schemaPath:"#/properties/nickname/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.nickname.type,parentSchema:schema18.properties.nickname,data:data16};
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
  "5bb3d319": validate17,
};
