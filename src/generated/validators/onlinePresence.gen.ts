// generated — do not edit. Source: schemas/onlinePresence.schema.json. Regenerate with `npm run gen`.
// @ts-nocheck: ajv standalone code (plain JavaScript) of the form schema, see generators/emitFormValidators.ts
import { ucs2length } from '../../shared/formValidatorRuntime';

const schema18 = {"type":"object","additionalProperties":false,"properties":{"publicProfile":{"type":"boolean","default":false,"x-label":"records.onlinePresence.publicProfile"},"bookingEnabled":{"type":"boolean","default":false,"x-label":"records.onlinePresence.bookingEnabled"},"widget":{"type":"object","additionalProperties":false,"default":{},"x-storage":{"flatten":true},"properties":{"templateName":{"type":"string","enum":["standard","compact","fullPage"],"default":"standard","x-label":"records.onlinePresence.widget_templateName","x-enumLabels":{"standard":"records.onlinePresence.widget_templateNameOptions.standard","compact":"records.onlinePresence.widget_templateNameOptions.compact","fullPage":"records.onlinePresence.widget_templateNameOptions.fullPage"}},"buttonColour":{"type":"string","pattern":"^#[0-9a-fA-F]{6}$","default":"#1c6e8c","x-label":"records.onlinePresence.widget_buttonColour","maxLength":50},"buttonFont":{"type":"string","enum":["system","arial","helvetica","georgia","verdana","roboto"],"default":"system","x-label":"records.onlinePresence.widget_buttonFont","x-enumLabels":{"system":"records.onlinePresence.widget_buttonFontOptions.system","arial":"records.onlinePresence.widget_buttonFontOptions.arial","helvetica":"records.onlinePresence.widget_buttonFontOptions.helvetica","georgia":"records.onlinePresence.widget_buttonFontOptions.georgia","verdana":"records.onlinePresence.widget_buttonFontOptions.verdana","roboto":"records.onlinePresence.widget_buttonFontOptions.roboto"}},"buttonSize":{"type":"string","enum":["small","medium","large"],"default":"medium","x-label":"records.onlinePresence.widget_buttonSize","x-enumLabels":{"small":"records.onlinePresence.widget_buttonSizeOptions.small","medium":"records.onlinePresence.widget_buttonSizeOptions.medium","large":"records.onlinePresence.widget_buttonSizeOptions.large"}},"buttonText":{"type":"string","maxLength":40,"x-label":"records.onlinePresence.widget_buttonText"}},"x-label":"records.onlinePresence.widget"},"onlyAddressBookClients":{"type":"boolean","default":false,"x-label":"records.onlinePresence.onlyAddressBookClients"},"askDateOfBirth":{"type":"boolean","default":false,"x-label":"records.onlinePresence.askDateOfBirth"},"bookingLimit":{"type":"object","additionalProperties":false,"default":{},"x-storage":{"flatten":true},"properties":{"amount":{"type":"integer","minimum":0,"maximum":1000,"default":24,"x-label":"records.onlinePresence.bookingLimit_amount"},"unit":{"type":"string","enum":["hours","days","weeks","months","years"],"default":"hours","x-enumLabels":{"hours":"records.onlinePresence.limitUnitOptions.hours","days":"records.onlinePresence.limitUnitOptions.days","weeks":"records.onlinePresence.limitUnitOptions.weeks","months":"records.onlinePresence.limitUnitOptions.months","years":"records.onlinePresence.limitUnitOptions.years"},"x-label":"records.onlinePresence.bookingLimit_unit"}},"x-label":"records.onlinePresence.bookingLimit"},"bookingHorizon":{"type":"object","additionalProperties":false,"default":{},"x-storage":{"flatten":true},"properties":{"amount":{"type":"integer","minimum":0,"maximum":1000,"default":6,"x-label":"records.onlinePresence.bookingHorizon_amount"},"unit":{"type":"string","enum":["hours","days","weeks","months","years"],"default":"months","x-enumLabels":{"hours":"records.onlinePresence.limitUnitOptions.hours","days":"records.onlinePresence.limitUnitOptions.days","weeks":"records.onlinePresence.limitUnitOptions.weeks","months":"records.onlinePresence.limitUnitOptions.months","years":"records.onlinePresence.limitUnitOptions.years"},"x-label":"records.onlinePresence.bookingHorizon_unit"}},"x-label":"records.onlinePresence.bookingHorizon"},"cancellationLimit":{"type":"object","additionalProperties":false,"default":{},"x-storage":{"flatten":true},"properties":{"amount":{"type":"integer","minimum":0,"maximum":1000,"default":24,"x-label":"records.onlinePresence.cancellationLimit_amount"},"unit":{"type":"string","enum":["hours","days","weeks","months","years"],"default":"hours","x-enumLabels":{"hours":"records.onlinePresence.limitUnitOptions.hours","days":"records.onlinePresence.limitUnitOptions.days","weeks":"records.onlinePresence.limitUnitOptions.weeks","months":"records.onlinePresence.limitUnitOptions.months","years":"records.onlinePresence.limitUnitOptions.years"},"x-label":"records.onlinePresence.cancellationLimit_unit"}},"x-label":"records.onlinePresence.cancellationLimit"},"waitlistHoldMinutes":{"type":"integer","minimum":5,"maximum":1440,"default":30,"x-label":"records.onlinePresence.waitlistHoldMinutes"},"requestExpiryHours":{"type":"integer","minimum":0,"maximum":720,"default":48,"x-label":"records.onlinePresence.requestExpiryHours"}},"x-label":"records.onlinePresence._title","$id":"b5b5082"};
const func2 = Object.prototype.hasOwnProperty;
const func7 = ucs2length;
const pattern11 = new RegExp("^#[0-9a-fA-F]{6}$", "u");

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="b5b5082" */;
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
if(data.publicProfile !== undefined){
let data0 = data.publicProfile;
if(typeof data0 !== "boolean"){
const err1 = {instancePath:instancePath+"/publicProfile",schemaPath:"#/properties/publicProfile/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.publicProfile.type,parentSchema:schema18.properties.publicProfile,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.bookingEnabled !== undefined){
let data1 = data.bookingEnabled;
if(typeof data1 !== "boolean"){
const err2 = {instancePath:instancePath+"/bookingEnabled",schemaPath:"#/properties/bookingEnabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.bookingEnabled.type,parentSchema:schema18.properties.bookingEnabled,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.widget !== undefined){
let data2 = data.widget;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
if(!(((((key1 === "templateName") || (key1 === "buttonColour")) || (key1 === "buttonFont")) || (key1 === "buttonSize")) || (key1 === "buttonText"))){
const err3 = {instancePath:instancePath+"/widget",schemaPath:"#/properties/widget/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema18.properties.widget,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data2.templateName !== undefined){
let data3 = data2.templateName;
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/widget/templateName",schemaPath:"#/properties/widget/properties/templateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.widget.properties.templateName.type,parentSchema:schema18.properties.widget.properties.templateName,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((data3 === "standard") || (data3 === "compact")) || (data3 === "fullPage"))){
const err5 = {instancePath:instancePath+"/widget/templateName",schemaPath:"#/properties/widget/properties/templateName/enum",keyword:"enum",params:{allowedValues: schema18.properties.widget.properties.templateName.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.widget.properties.templateName.enum,parentSchema:schema18.properties.widget.properties.templateName,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data2.buttonColour !== undefined){
let data4 = data2.buttonColour;
if(typeof data4 === "string"){
if(func7(data4) > 50){
const err6 = {instancePath:instancePath+"/widget/buttonColour",schemaPath:"#/properties/widget/properties/buttonColour/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.widget.properties.buttonColour,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern11.test(data4)){
const err7 = {instancePath:instancePath+"/widget/buttonColour",schemaPath:"#/properties/widget/properties/buttonColour/pattern",keyword:"pattern",params:{pattern: "^#[0-9a-fA-F]{6}$"},message:"must match pattern \""+"^#[0-9a-fA-F]{6}$"+"\"",schema:"^#[0-9a-fA-F]{6}$",parentSchema:schema18.properties.widget.properties.buttonColour,data:data4};
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
const err8 = {instancePath:instancePath+"/widget/buttonColour",schemaPath:"#/properties/widget/properties/buttonColour/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.widget.properties.buttonColour.type,parentSchema:schema18.properties.widget.properties.buttonColour,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.buttonFont !== undefined){
let data5 = data2.buttonFont;
if(typeof data5 !== "string"){
const err9 = {instancePath:instancePath+"/widget/buttonFont",schemaPath:"#/properties/widget/properties/buttonFont/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.widget.properties.buttonFont.type,parentSchema:schema18.properties.widget.properties.buttonFont,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((((((data5 === "system") || (data5 === "arial")) || (data5 === "helvetica")) || (data5 === "georgia")) || (data5 === "verdana")) || (data5 === "roboto"))){
const err10 = {instancePath:instancePath+"/widget/buttonFont",schemaPath:"#/properties/widget/properties/buttonFont/enum",keyword:"enum",params:{allowedValues: schema18.properties.widget.properties.buttonFont.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.widget.properties.buttonFont.enum,parentSchema:schema18.properties.widget.properties.buttonFont,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.buttonSize !== undefined){
let data6 = data2.buttonSize;
if(typeof data6 !== "string"){
const err11 = {instancePath:instancePath+"/widget/buttonSize",schemaPath:"#/properties/widget/properties/buttonSize/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.widget.properties.buttonSize.type,parentSchema:schema18.properties.widget.properties.buttonSize,data:data6};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(((data6 === "small") || (data6 === "medium")) || (data6 === "large"))){
const err12 = {instancePath:instancePath+"/widget/buttonSize",schemaPath:"#/properties/widget/properties/buttonSize/enum",keyword:"enum",params:{allowedValues: schema18.properties.widget.properties.buttonSize.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.widget.properties.buttonSize.enum,parentSchema:schema18.properties.widget.properties.buttonSize,data:data6};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.buttonText !== undefined){
let data7 = data2.buttonText;
if(typeof data7 === "string"){
if(func7(data7) > 40){
const err13 = {instancePath:instancePath+"/widget/buttonText",schemaPath:"#/properties/widget/properties/buttonText/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema18.properties.widget.properties.buttonText,data:data7};
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
const err14 = {instancePath:instancePath+"/widget/buttonText",schemaPath:"#/properties/widget/properties/buttonText/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.widget.properties.buttonText.type,parentSchema:schema18.properties.widget.properties.buttonText,data:data7};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/widget",schemaPath:"#/properties/widget/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.properties.widget.type,parentSchema:schema18.properties.widget,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.onlyAddressBookClients !== undefined){
let data8 = data.onlyAddressBookClients;
if(typeof data8 !== "boolean"){
const err16 = {instancePath:instancePath+"/onlyAddressBookClients",schemaPath:"#/properties/onlyAddressBookClients/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.onlyAddressBookClients.type,parentSchema:schema18.properties.onlyAddressBookClients,data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.askDateOfBirth !== undefined){
let data9 = data.askDateOfBirth;
if(typeof data9 !== "boolean"){
const err17 = {instancePath:instancePath+"/askDateOfBirth",schemaPath:"#/properties/askDateOfBirth/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.askDateOfBirth.type,parentSchema:schema18.properties.askDateOfBirth,data:data9};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.bookingLimit !== undefined){
let data10 = data.bookingLimit;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key2 in data10){
if(!((key2 === "amount") || (key2 === "unit"))){
const err18 = {instancePath:instancePath+"/bookingLimit",schemaPath:"#/properties/bookingLimit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema18.properties.bookingLimit,data:data10};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data10.amount !== undefined){
let data11 = data10.amount;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err19 = {instancePath:instancePath+"/bookingLimit/amount",schemaPath:"#/properties/bookingLimit/properties/amount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.bookingLimit.properties.amount.type,parentSchema:schema18.properties.bookingLimit.properties.amount,data:data11};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 > 1000 || isNaN(data11)){
const err20 = {instancePath:instancePath+"/bookingLimit/amount",schemaPath:"#/properties/bookingLimit/properties/amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000",schema:1000,parentSchema:schema18.properties.bookingLimit.properties.amount,data:data11};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err21 = {instancePath:instancePath+"/bookingLimit/amount",schemaPath:"#/properties/bookingLimit/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.bookingLimit.properties.amount,data:data11};
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
if(data10.unit !== undefined){
let data12 = data10.unit;
if(typeof data12 !== "string"){
const err22 = {instancePath:instancePath+"/bookingLimit/unit",schemaPath:"#/properties/bookingLimit/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.bookingLimit.properties.unit.type,parentSchema:schema18.properties.bookingLimit.properties.unit,data:data12};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!(((((data12 === "hours") || (data12 === "days")) || (data12 === "weeks")) || (data12 === "months")) || (data12 === "years"))){
const err23 = {instancePath:instancePath+"/bookingLimit/unit",schemaPath:"#/properties/bookingLimit/properties/unit/enum",keyword:"enum",params:{allowedValues: schema18.properties.bookingLimit.properties.unit.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.bookingLimit.properties.unit.enum,parentSchema:schema18.properties.bookingLimit.properties.unit,data:data12};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/bookingLimit",schemaPath:"#/properties/bookingLimit/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.properties.bookingLimit.type,parentSchema:schema18.properties.bookingLimit,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.bookingHorizon !== undefined){
let data13 = data.bookingHorizon;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key3 in data13){
if(!((key3 === "amount") || (key3 === "unit"))){
const err25 = {instancePath:instancePath+"/bookingHorizon",schemaPath:"#/properties/bookingHorizon/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema18.properties.bookingHorizon,data:data13};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data13.amount !== undefined){
let data14 = data13.amount;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err26 = {instancePath:instancePath+"/bookingHorizon/amount",schemaPath:"#/properties/bookingHorizon/properties/amount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.bookingHorizon.properties.amount.type,parentSchema:schema18.properties.bookingHorizon.properties.amount,data:data14};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(typeof data14 == "number"){
if(data14 > 1000 || isNaN(data14)){
const err27 = {instancePath:instancePath+"/bookingHorizon/amount",schemaPath:"#/properties/bookingHorizon/properties/amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000",schema:1000,parentSchema:schema18.properties.bookingHorizon.properties.amount,data:data14};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err28 = {instancePath:instancePath+"/bookingHorizon/amount",schemaPath:"#/properties/bookingHorizon/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.bookingHorizon.properties.amount,data:data14};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data13.unit !== undefined){
let data15 = data13.unit;
if(typeof data15 !== "string"){
const err29 = {instancePath:instancePath+"/bookingHorizon/unit",schemaPath:"#/properties/bookingHorizon/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.bookingHorizon.properties.unit.type,parentSchema:schema18.properties.bookingHorizon.properties.unit,data:data15};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!(((((data15 === "hours") || (data15 === "days")) || (data15 === "weeks")) || (data15 === "months")) || (data15 === "years"))){
const err30 = {instancePath:instancePath+"/bookingHorizon/unit",schemaPath:"#/properties/bookingHorizon/properties/unit/enum",keyword:"enum",params:{allowedValues: schema18.properties.bookingHorizon.properties.unit.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.bookingHorizon.properties.unit.enum,parentSchema:schema18.properties.bookingHorizon.properties.unit,data:data15};
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
else {
const err31 = {instancePath:instancePath+"/bookingHorizon",schemaPath:"#/properties/bookingHorizon/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.properties.bookingHorizon.type,parentSchema:schema18.properties.bookingHorizon,data:data13};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.cancellationLimit !== undefined){
let data16 = data.cancellationLimit;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key4 in data16){
if(!((key4 === "amount") || (key4 === "unit"))){
const err32 = {instancePath:instancePath+"/cancellationLimit",schemaPath:"#/properties/cancellationLimit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema18.properties.cancellationLimit,data:data16};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data16.amount !== undefined){
let data17 = data16.amount;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
const err33 = {instancePath:instancePath+"/cancellationLimit/amount",schemaPath:"#/properties/cancellationLimit/properties/amount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.cancellationLimit.properties.amount.type,parentSchema:schema18.properties.cancellationLimit.properties.amount,data:data17};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data17 == "number"){
if(data17 > 1000 || isNaN(data17)){
const err34 = {instancePath:instancePath+"/cancellationLimit/amount",schemaPath:"#/properties/cancellationLimit/properties/amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000",schema:1000,parentSchema:schema18.properties.cancellationLimit.properties.amount,data:data17};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data17 < 0 || isNaN(data17)){
const err35 = {instancePath:instancePath+"/cancellationLimit/amount",schemaPath:"#/properties/cancellationLimit/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.cancellationLimit.properties.amount,data:data17};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data16.unit !== undefined){
let data18 = data16.unit;
if(typeof data18 !== "string"){
const err36 = {instancePath:instancePath+"/cancellationLimit/unit",schemaPath:"#/properties/cancellationLimit/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.cancellationLimit.properties.unit.type,parentSchema:schema18.properties.cancellationLimit.properties.unit,data:data18};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!(((((data18 === "hours") || (data18 === "days")) || (data18 === "weeks")) || (data18 === "months")) || (data18 === "years"))){
const err37 = {instancePath:instancePath+"/cancellationLimit/unit",schemaPath:"#/properties/cancellationLimit/properties/unit/enum",keyword:"enum",params:{allowedValues: schema18.properties.cancellationLimit.properties.unit.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.cancellationLimit.properties.unit.enum,parentSchema:schema18.properties.cancellationLimit.properties.unit,data:data18};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/cancellationLimit",schemaPath:"#/properties/cancellationLimit/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.properties.cancellationLimit.type,parentSchema:schema18.properties.cancellationLimit,data:data16};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.waitlistHoldMinutes !== undefined){
let data19 = data.waitlistHoldMinutes;
if(!((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19)))){
const err39 = {instancePath:instancePath+"/waitlistHoldMinutes",schemaPath:"#/properties/waitlistHoldMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.waitlistHoldMinutes.type,parentSchema:schema18.properties.waitlistHoldMinutes,data:data19};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(typeof data19 == "number"){
if(data19 > 1440 || isNaN(data19)){
const err40 = {instancePath:instancePath+"/waitlistHoldMinutes",schemaPath:"#/properties/waitlistHoldMinutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1440},message:"must be <= 1440",schema:1440,parentSchema:schema18.properties.waitlistHoldMinutes,data:data19};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data19 < 5 || isNaN(data19)){
const err41 = {instancePath:instancePath+"/waitlistHoldMinutes",schemaPath:"#/properties/waitlistHoldMinutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 5},message:"must be >= 5",schema:5,parentSchema:schema18.properties.waitlistHoldMinutes,data:data19};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
if(data.requestExpiryHours !== undefined){
let data20 = data.requestExpiryHours;
if(!((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20)))){
const err42 = {instancePath:instancePath+"/requestExpiryHours",schemaPath:"#/properties/requestExpiryHours/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.requestExpiryHours.type,parentSchema:schema18.properties.requestExpiryHours,data:data20};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(typeof data20 == "number"){
if(data20 > 720 || isNaN(data20)){
const err43 = {instancePath:instancePath+"/requestExpiryHours",schemaPath:"#/properties/requestExpiryHours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 720},message:"must be <= 720",schema:720,parentSchema:schema18.properties.requestExpiryHours,data:data20};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data20 < 0 || isNaN(data20)){
const err44 = {instancePath:instancePath+"/requestExpiryHours",schemaPath:"#/properties/requestExpiryHours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.requestExpiryHours,data:data20};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
}
else {
const err45 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

/** By rjsf schema key (hash of the schema): what createPrecompiledValidator takes. */
export const validateFns = {
  "b5b5082": validate17,
};
