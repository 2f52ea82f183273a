// generated — do not edit. Source: schemas/bookingWidget.schema.json. Regenerate with `npm run gen`.
// @ts-nocheck: ajv standalone code (plain JavaScript) of the form schema, see generators/emitFormValidators.ts
import { equal, ucs2length } from '../../shared/formValidatorRuntime';

const schema18 = {"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"type":"string","minLength":1,"maxLength":60,"x-storage":{"uniquePerCentre":true},"x-list":{"column":true,"sortable":true,"searchable":true},"x-label":"records.bookingWidget.name"},"template":{"type":"string","enum":["standard","compact","fullPage"],"default":"standard","x-list":{"column":true,"filterable":true},"x-label":"records.bookingWidget.template","x-enumLabels":{"standard":"records.bookingWidget.templateOptions.standard","compact":"records.bookingWidget.templateOptions.compact","fullPage":"records.bookingWidget.templateOptions.fullPage"}},"buttonColour":{"type":"string","pattern":"^#[0-9a-fA-F]{6}$","default":"#1c6e8c","x-list":{"column":true},"x-label":"records.bookingWidget.buttonColour","maxLength":50},"buttonFont":{"type":"string","enum":["system","arial","helvetica","georgia","verdana","roboto"],"default":"system","x-label":"records.bookingWidget.buttonFont","x-enumLabels":{"system":"records.bookingWidget.buttonFontOptions.system","arial":"records.bookingWidget.buttonFontOptions.arial","helvetica":"records.bookingWidget.buttonFontOptions.helvetica","georgia":"records.bookingWidget.buttonFontOptions.georgia","verdana":"records.bookingWidget.buttonFontOptions.verdana","roboto":"records.bookingWidget.buttonFontOptions.roboto"}},"buttonSize":{"type":"string","enum":["small","medium","large"],"default":"medium","x-label":"records.bookingWidget.buttonSize","x-enumLabels":{"small":"records.bookingWidget.buttonSizeOptions.small","medium":"records.bookingWidget.buttonSizeOptions.medium","large":"records.bookingWidget.buttonSizeOptions.large"}},"buttonText":{"type":"string","maxLength":40,"x-label":"records.bookingWidget.buttonText"},"buttonTexts":{"type":"array","maxItems":4,"default":[],"items":{"type":"object","additionalProperties":false,"required":["langKey","text"],"properties":{"langKey":{"$ref":"#/$defs/langKey","x-label":"records.bookingWidget.buttonTexts_langKey"},"text":{"type":"string","minLength":1,"maxLength":40,"x-label":"records.bookingWidget.buttonTexts_text"}}},"x-label":"records.bookingWidget.buttonTexts"},"serviceIds":{"type":"array","items":{"$ref":"#/$defs/uuid"},"uniqueItems":true,"maxItems":200,"default":[],"x-ref":"service","x-label":"records.bookingWidget.serviceIds"},"providerIds":{"type":"array","items":{"$ref":"#/$defs/uuid"},"uniqueItems":true,"maxItems":200,"default":[],"x-label":"records.bookingWidget.providerIds"},"bookingUrl":{"type":"string","maxLength":500,"x-readOnly":true,"x-storage":{"virtual":true},"x-label":"records.bookingWidget.bookingUrl"},"profileUrl":{"type":"string","maxLength":500,"x-readOnly":true,"x-storage":{"virtual":true},"x-label":"records.bookingWidget.profileUrl"},"embedCode":{"type":"string","maxLength":1000,"x-readOnly":true,"x-storage":{"virtual":true},"x-label":"records.bookingWidget.embedCode"}},"x-label":"records.bookingWidget._title","$defs":{"langKey":{"type":"string","enum":["de","en","fr","it"],"x-enumLabels":{"de":"records._defs.langKey.de","en":"records._defs.langKey.en","fr":"records._defs.langKey.fr","it":"records._defs.langKey.it"}},"uuid":{"type":"string","format":"uuid"}},"$id":"-a8aec01"};
const schema19 = {"type":"string","enum":["de","en","fr","it"],"x-enumLabels":{"de":"records._defs.langKey.de","en":"records._defs.langKey.en","fr":"records._defs.langKey.fr","it":"records._defs.langKey.it"}};
const schema20 = {"type":"string","format":"uuid"};
const func2 = Object.prototype.hasOwnProperty;
const func7 = ucs2length;
const func0 = equal;
const pattern11 = new RegExp("^#[0-9a-fA-F]{6}$", "u");
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-a8aec01" */;
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
if(func7(data0) > 60){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters",schema:60,parentSchema:schema18.properties.name,data:data0};
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
if(data.template !== undefined){
let data1 = data.template;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.template.type,parentSchema:schema18.properties.template,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((data1 === "standard") || (data1 === "compact")) || (data1 === "fullPage"))){
const err6 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/enum",keyword:"enum",params:{allowedValues: schema18.properties.template.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.template.enum,parentSchema:schema18.properties.template,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.buttonColour !== undefined){
let data2 = data.buttonColour;
if(typeof data2 === "string"){
if(func7(data2) > 50){
const err7 = {instancePath:instancePath+"/buttonColour",schemaPath:"#/properties/buttonColour/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.buttonColour,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern11.test(data2)){
const err8 = {instancePath:instancePath+"/buttonColour",schemaPath:"#/properties/buttonColour/pattern",keyword:"pattern",params:{pattern: "^#[0-9a-fA-F]{6}$"},message:"must match pattern \""+"^#[0-9a-fA-F]{6}$"+"\"",schema:"^#[0-9a-fA-F]{6}$",parentSchema:schema18.properties.buttonColour,data:data2};
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
const err9 = {instancePath:instancePath+"/buttonColour",schemaPath:"#/properties/buttonColour/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.buttonColour.type,parentSchema:schema18.properties.buttonColour,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.buttonFont !== undefined){
let data3 = data.buttonFont;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/buttonFont",schemaPath:"#/properties/buttonFont/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.buttonFont.type,parentSchema:schema18.properties.buttonFont,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((((((data3 === "system") || (data3 === "arial")) || (data3 === "helvetica")) || (data3 === "georgia")) || (data3 === "verdana")) || (data3 === "roboto"))){
const err11 = {instancePath:instancePath+"/buttonFont",schemaPath:"#/properties/buttonFont/enum",keyword:"enum",params:{allowedValues: schema18.properties.buttonFont.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.buttonFont.enum,parentSchema:schema18.properties.buttonFont,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.buttonSize !== undefined){
let data4 = data.buttonSize;
if(typeof data4 !== "string"){
const err12 = {instancePath:instancePath+"/buttonSize",schemaPath:"#/properties/buttonSize/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.buttonSize.type,parentSchema:schema18.properties.buttonSize,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((data4 === "small") || (data4 === "medium")) || (data4 === "large"))){
const err13 = {instancePath:instancePath+"/buttonSize",schemaPath:"#/properties/buttonSize/enum",keyword:"enum",params:{allowedValues: schema18.properties.buttonSize.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.buttonSize.enum,parentSchema:schema18.properties.buttonSize,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.buttonText !== undefined){
let data5 = data.buttonText;
if(typeof data5 === "string"){
if(func7(data5) > 40){
const err14 = {instancePath:instancePath+"/buttonText",schemaPath:"#/properties/buttonText/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema18.properties.buttonText,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/buttonText",schemaPath:"#/properties/buttonText/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.buttonText.type,parentSchema:schema18.properties.buttonText,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.buttonTexts !== undefined){
let data6 = data.buttonTexts;
if(Array.isArray(data6)){
if(data6.length > 4){
const err16 = {instancePath:instancePath+"/buttonTexts",schemaPath:"#/properties/buttonTexts/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items",schema:4,parentSchema:schema18.properties.buttonTexts,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.langKey === undefined){
const err17 = {instancePath:instancePath+"/buttonTexts/" + i0,schemaPath:"#/properties/buttonTexts/items/required",keyword:"required",params:{missingProperty: "langKey"},message:"must have required property '"+"langKey"+"'",schema:schema18.properties.buttonTexts.items.required,parentSchema:schema18.properties.buttonTexts.items,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data7.text === undefined){
const err18 = {instancePath:instancePath+"/buttonTexts/" + i0,schemaPath:"#/properties/buttonTexts/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'",schema:schema18.properties.buttonTexts.items.required,parentSchema:schema18.properties.buttonTexts.items,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key1 in data7){
if(!((key1 === "langKey") || (key1 === "text"))){
const err19 = {instancePath:instancePath+"/buttonTexts/" + i0,schemaPath:"#/properties/buttonTexts/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema18.properties.buttonTexts.items,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data7.langKey !== undefined){
let data8 = data7.langKey;
if(typeof data8 !== "string"){
const err20 = {instancePath:instancePath+"/buttonTexts/" + i0+"/langKey",schemaPath:"#/$defs/langKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.type,parentSchema:schema19,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!((((data8 === "de") || (data8 === "en")) || (data8 === "fr")) || (data8 === "it"))){
const err21 = {instancePath:instancePath+"/buttonTexts/" + i0+"/langKey",schemaPath:"#/$defs/langKey/enum",keyword:"enum",params:{allowedValues: schema19.enum},message:"must be equal to one of the allowed values",schema:schema19.enum,parentSchema:schema19,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data7.text !== undefined){
let data9 = data7.text;
if(typeof data9 === "string"){
if(func7(data9) > 40){
const err22 = {instancePath:instancePath+"/buttonTexts/" + i0+"/text",schemaPath:"#/properties/buttonTexts/items/properties/text/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema18.properties.buttonTexts.items.properties.text,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func7(data9) < 1){
const err23 = {instancePath:instancePath+"/buttonTexts/" + i0+"/text",schemaPath:"#/properties/buttonTexts/items/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema18.properties.buttonTexts.items.properties.text,data:data9};
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
const err24 = {instancePath:instancePath+"/buttonTexts/" + i0+"/text",schemaPath:"#/properties/buttonTexts/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.buttonTexts.items.properties.text.type,parentSchema:schema18.properties.buttonTexts.items.properties.text,data:data9};
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
const err25 = {instancePath:instancePath+"/buttonTexts/" + i0,schemaPath:"#/properties/buttonTexts/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.properties.buttonTexts.items.type,parentSchema:schema18.properties.buttonTexts.items,data:data7};
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
else {
const err26 = {instancePath:instancePath+"/buttonTexts",schemaPath:"#/properties/buttonTexts/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema18.properties.buttonTexts.type,parentSchema:schema18.properties.buttonTexts,data:data6};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.serviceIds !== undefined){
let data10 = data.serviceIds;
if(Array.isArray(data10)){
if(data10.length > 200){
const err27 = {instancePath:instancePath+"/serviceIds",schemaPath:"#/properties/serviceIds/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items",schema:200,parentSchema:schema18.properties.serviceIds,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(typeof data11 === "string"){
if(!(formats0.test(data11))){
const err28 = {instancePath:instancePath+"/serviceIds/" + i1,schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema20,data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/serviceIds/" + i1,schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.type,parentSchema:schema20,data:data11};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
let i2 = data10.length;
let j0;
if(i2 > 1){
outer0:
for(;i2--;){
for(j0 = i2; j0--;){
if(func0(data10[i2], data10[j0])){
const err30 = {instancePath:instancePath+"/serviceIds",schemaPath:"#/properties/serviceIds/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)",schema:true,parentSchema:schema18.properties.serviceIds,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err31 = {instancePath:instancePath+"/serviceIds",schemaPath:"#/properties/serviceIds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema18.properties.serviceIds.type,parentSchema:schema18.properties.serviceIds,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.providerIds !== undefined){
let data12 = data.providerIds;
if(Array.isArray(data12)){
if(data12.length > 200){
const err32 = {instancePath:instancePath+"/providerIds",schemaPath:"#/properties/providerIds/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items",schema:200,parentSchema:schema18.properties.providerIds,data:data12};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
const len2 = data12.length;
for(let i3=0; i3<len2; i3++){
let data13 = data12[i3];
if(typeof data13 === "string"){
if(!(formats0.test(data13))){
const err33 = {instancePath:instancePath+"/providerIds/" + i3,schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema20,data:data13};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/providerIds/" + i3,schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.type,parentSchema:schema20,data:data13};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
let i4 = data12.length;
let j1;
if(i4 > 1){
outer1:
for(;i4--;){
for(j1 = i4; j1--;){
if(func0(data12[i4], data12[j1])){
const err35 = {instancePath:instancePath+"/providerIds",schemaPath:"#/properties/providerIds/uniqueItems",keyword:"uniqueItems",params:{i: i4, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i4+" are identical)",schema:true,parentSchema:schema18.properties.providerIds,data:data12};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
break outer1;
}
}
}
}
}
else {
const err36 = {instancePath:instancePath+"/providerIds",schemaPath:"#/properties/providerIds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema18.properties.providerIds.type,parentSchema:schema18.properties.providerIds,data:data12};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.bookingUrl !== undefined){
let data14 = data.bookingUrl;
if(typeof data14 === "string"){
if(func7(data14) > 500){
const err37 = {instancePath:instancePath+"/bookingUrl",schemaPath:"#/properties/bookingUrl/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema18.properties.bookingUrl,data:data14};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/bookingUrl",schemaPath:"#/properties/bookingUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.bookingUrl.type,parentSchema:schema18.properties.bookingUrl,data:data14};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.profileUrl !== undefined){
let data15 = data.profileUrl;
if(typeof data15 === "string"){
if(func7(data15) > 500){
const err39 = {instancePath:instancePath+"/profileUrl",schemaPath:"#/properties/profileUrl/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema18.properties.profileUrl,data:data15};
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
const err40 = {instancePath:instancePath+"/profileUrl",schemaPath:"#/properties/profileUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.profileUrl.type,parentSchema:schema18.properties.profileUrl,data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.embedCode !== undefined){
let data16 = data.embedCode;
if(typeof data16 === "string"){
if(func7(data16) > 1000){
const err41 = {instancePath:instancePath+"/embedCode",schemaPath:"#/properties/embedCode/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema18.properties.embedCode,data:data16};
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
const err42 = {instancePath:instancePath+"/embedCode",schemaPath:"#/properties/embedCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.embedCode.type,parentSchema:schema18.properties.embedCode,data:data16};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

/** By rjsf schema key (hash of the schema): what createPrecompiledValidator takes. */
export const validateFns = {
  "-a8aec01": validate17,
};
