// generated — do not edit. Source: schemas/contact.schema.json. Regenerate with `npm run gen`.
// @ts-nocheck: ajv standalone code (plain JavaScript) of the form schema, see generators/emitFormValidators.ts
import { equal, formats, ucs2length } from '../../shared/formValidatorRuntime';

const schema18 = {"type":"object","additionalProperties":false,"required":["firstName","lastName"],"properties":{"firstName":{"type":"string","minLength":1,"maxLength":50,"x-list":{"column":true,"sortable":true,"searchable":true},"x-label":"records.contact.firstName"},"lastName":{"type":"string","minLength":1,"maxLength":50,"x-list":{"column":true,"sortable":true,"searchable":true},"x-label":"records.contact.lastName"},"salutation":{"type":"string","enum":["Mr","Mrs","Ms","Family","Other"],"x-label":"records.contact.salutation","x-enumLabels":{"Mr":"records.contact.salutationOptions.Mr","Mrs":"records.contact.salutationOptions.Mrs","Ms":"records.contact.salutationOptions.Ms","Family":"records.contact.salutationOptions.Family","Other":"records.contact.salutationOptions.Other"}},"sex":{"type":"string","enum":["Male","Female","Other"],"x-list":{"filterable":true},"x-label":"records.contact.sex","x-enumLabels":{"Male":"records.contact.sexOptions.Male","Female":"records.contact.sexOptions.Female","Other":"records.contact.sexOptions.Other"}},"dateOfBirth":{"$ref":"#/$defs/date","x-list":{"column":true,"sortable":true,"filterable":"range"},"x-label":"records.contact.dateOfBirth"},"ahvNumber":{"$ref":"#/$defs/ahv","x-label":"records.contact.ahvNumber"},"countryPhone":{"$ref":"#/$defs/countryPhone","default":"+41","x-label":"records.contact.countryPhone"},"phone":{"$ref":"#/$defs/phone","default":"","x-list":{"column":true,"searchable":true},"x-label":"records.contact.phone"},"homeNumber":{"$ref":"#/$defs/phone","x-label":"records.contact.homeNumber"},"email":{"$ref":"#/$defs/email","x-list":{"column":true,"sortable":true,"searchable":true},"x-label":"records.contact.email"},"businessEmail":{"$ref":"#/$defs/email","x-label":"records.contact.businessEmail"},"alternativeEmail":{"$ref":"#/$defs/email","x-label":"records.contact.alternativeEmail"},"digitalEmail":{"$ref":"#/$defs/email","x-label":"records.contact.digitalEmail"},"language":{"$ref":"#/$defs/langKey","x-label":"records.contact.language"},"website":{"type":"string","maxLength":200,"x-label":"records.contact.website"},"company":{"type":"string","maxLength":100,"x-list":{"searchable":true},"x-label":"records.contact.company"},"Address":{"$ref":"#/$defs/address","default":{},"x-storage":{"flatten":true},"x-list":{"fields":{"zipcode":{"sortable":true,"filterable":true},"city":{"column":true,"sortable":true,"filterable":"contains","searchable":true}}},"x-label":"records.contact.Address"},"billingAddress":{"$ref":"#/$defs/address","x-label":"records.contact.billingAddress"},"insurance":{"type":"string","maxLength":100,"x-label":"records.contact.insurance"},"insuranceNumber":{"type":"string","maxLength":50,"x-label":"records.contact.insuranceNumber"},"esrNumber":{"type":"string","maxLength":50,"x-label":"records.contact.esrNumber"},"height":{"type":"number","minimum":0,"maximum":300,"x-storage":{"precision":5,"scale":1},"x-label":"records.contact.height"},"weight":{"type":"number","minimum":0,"maximum":700,"x-storage":{"precision":5,"scale":1},"x-label":"records.contact.weight"},"bmi":{"type":"number","x-readOnly":true,"x-storage":{"virtual":true},"x-label":"records.contact.bmi"},"bloodGroup":{"type":"string","enum":["A+","A-","B+","B-","AB+","AB-","0+","0-"],"x-label":"records.contact.bloodGroup","x-enumLabels":{"A+":"records.contact.bloodGroupOptions.A+","A-":"records.contact.bloodGroupOptions.A-","B+":"records.contact.bloodGroupOptions.B+","B-":"records.contact.bloodGroupOptions.B-","AB+":"records.contact.bloodGroupOptions.AB+","AB-":"records.contact.bloodGroupOptions.AB-","0+":"records.contact.bloodGroupOptions.0+","0-":"records.contact.bloodGroupOptions.0-"}},"notes":{"type":"array","items":{"type":"string","maxLength":5000},"maxItems":200,"default":[],"x-label":"records.contact.notes"},"tagIds":{"type":"array","items":{"$ref":"#/$defs/uuid"},"uniqueItems":true,"maxItems":100,"default":[],"x-ref":"tag","x-list":{"filterable":"includes"},"x-label":"records.contact.tagIds"},"tags":{"type":"array","items":{"type":"string","minLength":1,"maxLength":50},"maxItems":100,"x-storage":{"virtual":true},"x-label":"records.contact.tags"},"parent_fk":{"$ref":"#/$defs/uuid","x-ref":"contact","x-list":{"filterable":true},"x-label":"records.contact.parent_fk"},"children":{"type":"array","x-readOnly":true,"x-storage":{"virtual":true},"items":{"type":"object","additionalProperties":false,"required":["contact_id","firstName","lastName"],"properties":{"contact_id":{"type":"string","x-label":"records.contact.children_contact_id","maxLength":50},"firstName":{"type":"string","x-label":"records.contact.children_firstName","maxLength":50},"lastName":{"type":"string","x-label":"records.contact.children_lastName","maxLength":50}}},"x-label":"records.contact.children"},"invoiceDispatch":{"type":"string","enum":["paper","digital","digitalDirect","xml"],"default":"paper","x-list":{"filterable":true},"x-label":"records.contact.invoiceDispatch","x-enumLabels":{"paper":"records.contact.invoiceDispatchOptions.paper","digital":"records.contact.invoiceDispatchOptions.digital","digitalDirect":"records.contact.invoiceDispatchOptions.digitalDirect","xml":"records.contact.invoiceDispatchOptions.xml"}},"agreementInvoiceDate":{"$ref":"#/$defs/date","x-label":"records.contact.agreementInvoiceDate"},"status":{"type":"string","enum":["active","archived"],"default":"active","x-list":{"column":true,"filterable":true},"x-label":"records.contact.status","x-enumLabels":{"active":"records.contact.statusOptions.active","archived":"records.contact.statusOptions.archived"}},"createdOnline":{"type":"boolean","default":false,"x-readOnly":true,"x-list":{"filterable":true},"x-label":"records.contact.createdOnline"},"complete":{"type":"boolean","x-readOnly":true,"x-storage":{"virtual":true},"x-label":"records.contact.complete"},"avatar_fk":{"$ref":"#/$defs/uuid","x-readOnly":true,"x-label":"records.contact.avatar_fk"},"avatarFileName":{"type":"string","maxLength":255,"x-readOnly":true,"x-label":"records.contact.avatarFileName"}},"x-label":"records.contact._title","$defs":{"address":{"type":"object","additionalProperties":false,"properties":{"street":{"type":"string","maxLength":70,"x-label":"records._defs.address.street"},"building":{"type":"string","maxLength":16,"x-label":"records._defs.address.building"},"additionalLine":{"type":"string","maxLength":70,"x-label":"records._defs.address.additionalLine"},"poBox":{"type":"string","maxLength":20,"x-label":"records._defs.address.poBox"},"zipcode":{"type":"string","maxLength":16,"x-label":"records._defs.address.zipcode"},"city":{"type":"string","maxLength":35,"x-label":"records._defs.address.city"},"district":{"type":"string","maxLength":50,"x-label":"records._defs.address.district"},"state":{"type":"string","maxLength":50,"x-label":"records._defs.address.state"},"country":{"$ref":"#/$defs/country","x-label":"records._defs.address.country"}}},"ahv":{"type":"string","format":"ahv","maxLength":16},"country":{"type":"string","pattern":"^[A-Z]{2}$","maxLength":50},"countryPhone":{"type":"string","pattern":"^\\+[1-9][0-9]{0,3}$","maxLength":50},"date":{"type":"string","format":"date"},"email":{"type":"string","format":"email","maxLength":254},"langKey":{"type":"string","enum":["de","en","fr","it"],"x-enumLabels":{"de":"records._defs.langKey.de","en":"records._defs.langKey.en","fr":"records._defs.langKey.fr","it":"records._defs.langKey.it"}},"phone":{"type":"string","maxLength":30,"pattern":"^[+0-9 ()./-]*$"},"uuid":{"type":"string","format":"uuid"}},"$id":"-34a3aa01"};
const schema19 = {"type":"string","format":"date"};
const schema20 = {"type":"string","format":"ahv","maxLength":16};
const schema21 = {"type":"string","pattern":"^\\+[1-9][0-9]{0,3}$","maxLength":50};
const schema22 = {"type":"string","maxLength":30,"pattern":"^[+0-9 ()./-]*$"};
const schema24 = {"type":"string","format":"email","maxLength":254};
const schema28 = {"type":"string","enum":["de","en","fr","it"],"x-enumLabels":{"de":"records._defs.langKey.de","en":"records._defs.langKey.en","fr":"records._defs.langKey.fr","it":"records._defs.langKey.it"}};
const schema31 = {"type":"string","format":"uuid"};
const func2 = Object.prototype.hasOwnProperty;
const func7 = ucs2length;
const func0 = equal;
const formats0 = formats.date;
const formats2 = formats.ahv;
const formats4 = formats.email;
const formats12 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const pattern11 = new RegExp("^\\+[1-9][0-9]{0,3}$", "u");
const pattern12 = new RegExp("^[+0-9 ()./-]*$", "u");
const schema29 = {"type":"object","additionalProperties":false,"properties":{"street":{"type":"string","maxLength":70,"x-label":"records._defs.address.street"},"building":{"type":"string","maxLength":16,"x-label":"records._defs.address.building"},"additionalLine":{"type":"string","maxLength":70,"x-label":"records._defs.address.additionalLine"},"poBox":{"type":"string","maxLength":20,"x-label":"records._defs.address.poBox"},"zipcode":{"type":"string","maxLength":16,"x-label":"records._defs.address.zipcode"},"city":{"type":"string","maxLength":35,"x-label":"records._defs.address.city"},"district":{"type":"string","maxLength":50,"x-label":"records._defs.address.district"},"state":{"type":"string","maxLength":50,"x-label":"records._defs.address.state"},"country":{"$ref":"#/$defs/country","x-label":"records._defs.address.country"}}};
const schema30 = {"type":"string","pattern":"^[A-Z]{2}$","maxLength":50};
const pattern14 = new RegExp("^[A-Z]{2}$", "u");

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema29.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.street !== undefined){
let data0 = data.street;
if(typeof data0 === "string"){
if(func7(data0) > 70){
const err1 = {instancePath:instancePath+"/street",schemaPath:"#/properties/street/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters",schema:70,parentSchema:schema29.properties.street,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/street",schemaPath:"#/properties/street/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.street.type,parentSchema:schema29.properties.street,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.building !== undefined){
let data1 = data.building;
if(typeof data1 === "string"){
if(func7(data1) > 16){
const err3 = {instancePath:instancePath+"/building",schemaPath:"#/properties/building/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters",schema:16,parentSchema:schema29.properties.building,data:data1};
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
const err4 = {instancePath:instancePath+"/building",schemaPath:"#/properties/building/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.building.type,parentSchema:schema29.properties.building,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.additionalLine !== undefined){
let data2 = data.additionalLine;
if(typeof data2 === "string"){
if(func7(data2) > 70){
const err5 = {instancePath:instancePath+"/additionalLine",schemaPath:"#/properties/additionalLine/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters",schema:70,parentSchema:schema29.properties.additionalLine,data:data2};
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
const err6 = {instancePath:instancePath+"/additionalLine",schemaPath:"#/properties/additionalLine/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.additionalLine.type,parentSchema:schema29.properties.additionalLine,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.poBox !== undefined){
let data3 = data.poBox;
if(typeof data3 === "string"){
if(func7(data3) > 20){
const err7 = {instancePath:instancePath+"/poBox",schemaPath:"#/properties/poBox/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema29.properties.poBox,data:data3};
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
const err8 = {instancePath:instancePath+"/poBox",schemaPath:"#/properties/poBox/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.poBox.type,parentSchema:schema29.properties.poBox,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.zipcode !== undefined){
let data4 = data.zipcode;
if(typeof data4 === "string"){
if(func7(data4) > 16){
const err9 = {instancePath:instancePath+"/zipcode",schemaPath:"#/properties/zipcode/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters",schema:16,parentSchema:schema29.properties.zipcode,data:data4};
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
const err10 = {instancePath:instancePath+"/zipcode",schemaPath:"#/properties/zipcode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.zipcode.type,parentSchema:schema29.properties.zipcode,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.city !== undefined){
let data5 = data.city;
if(typeof data5 === "string"){
if(func7(data5) > 35){
const err11 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema29.properties.city,data:data5};
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
const err12 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.city.type,parentSchema:schema29.properties.city,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.district !== undefined){
let data6 = data.district;
if(typeof data6 === "string"){
if(func7(data6) > 50){
const err13 = {instancePath:instancePath+"/district",schemaPath:"#/properties/district/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema29.properties.district,data:data6};
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
const err14 = {instancePath:instancePath+"/district",schemaPath:"#/properties/district/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.district.type,parentSchema:schema29.properties.district,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.state !== undefined){
let data7 = data.state;
if(typeof data7 === "string"){
if(func7(data7) > 50){
const err15 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema29.properties.state,data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.state.type,parentSchema:schema29.properties.state,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.country !== undefined){
let data8 = data.country;
if(typeof data8 === "string"){
if(func7(data8) > 50){
const err17 = {instancePath:instancePath+"/country",schemaPath:"#/$defs/country/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema30,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern14.test(data8)){
const err18 = {instancePath:instancePath+"/country",schemaPath:"#/$defs/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\"",schema:"^[A-Z]{2}$",parentSchema:schema30,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/country",schemaPath:"#/$defs/country/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema30.type,parentSchema:schema30,data:data8};
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
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema29.type,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}


function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-34a3aa01" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.firstName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'",schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.lastName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'",schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema18.properties, key0))){
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
if(data.firstName !== undefined){
let data0 = data.firstName;
if(typeof data0 === "string"){
if(func7(data0) > 50){
const err3 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.firstName,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func7(data0) < 1){
const err4 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema18.properties.firstName,data:data0};
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
const err5 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.firstName.type,parentSchema:schema18.properties.firstName,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.lastName !== undefined){
let data1 = data.lastName;
if(typeof data1 === "string"){
if(func7(data1) > 50){
const err6 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.lastName,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func7(data1) < 1){
const err7 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema18.properties.lastName,data:data1};
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
const err8 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.lastName.type,parentSchema:schema18.properties.lastName,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.salutation !== undefined){
let data2 = data.salutation;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/salutation",schemaPath:"#/properties/salutation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.salutation.type,parentSchema:schema18.properties.salutation,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((((data2 === "Mr") || (data2 === "Mrs")) || (data2 === "Ms")) || (data2 === "Family")) || (data2 === "Other"))){
const err10 = {instancePath:instancePath+"/salutation",schemaPath:"#/properties/salutation/enum",keyword:"enum",params:{allowedValues: schema18.properties.salutation.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.salutation.enum,parentSchema:schema18.properties.salutation,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.sex !== undefined){
let data3 = data.sex;
if(typeof data3 !== "string"){
const err11 = {instancePath:instancePath+"/sex",schemaPath:"#/properties/sex/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.sex.type,parentSchema:schema18.properties.sex,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(((data3 === "Male") || (data3 === "Female")) || (data3 === "Other"))){
const err12 = {instancePath:instancePath+"/sex",schemaPath:"#/properties/sex/enum",keyword:"enum",params:{allowedValues: schema18.properties.sex.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.sex.enum,parentSchema:schema18.properties.sex,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.dateOfBirth !== undefined){
let data4 = data.dateOfBirth;
if(typeof data4 === "string"){
if(!(formats0.validate(data4))){
const err13 = {instancePath:instancePath+"/dateOfBirth",schemaPath:"#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema19,data:data4};
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
const err14 = {instancePath:instancePath+"/dateOfBirth",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.type,parentSchema:schema19,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.ahvNumber !== undefined){
let data5 = data.ahvNumber;
if(typeof data5 === "string"){
if(func7(data5) > 16){
const err15 = {instancePath:instancePath+"/ahvNumber",schemaPath:"#/$defs/ahv/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters",schema:16,parentSchema:schema20,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(formats2.validate(data5))){
const err16 = {instancePath:instancePath+"/ahvNumber",schemaPath:"#/$defs/ahv/format",keyword:"format",params:{format: "ahv"},message:"must match format \""+"ahv"+"\"",schema:"ahv",parentSchema:schema20,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/ahvNumber",schemaPath:"#/$defs/ahv/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.type,parentSchema:schema20,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.countryPhone !== undefined){
let data6 = data.countryPhone;
if(typeof data6 === "string"){
if(func7(data6) > 50){
const err18 = {instancePath:instancePath+"/countryPhone",schemaPath:"#/$defs/countryPhone/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema21,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern11.test(data6)){
const err19 = {instancePath:instancePath+"/countryPhone",schemaPath:"#/$defs/countryPhone/pattern",keyword:"pattern",params:{pattern: "^\\+[1-9][0-9]{0,3}$"},message:"must match pattern \""+"^\\+[1-9][0-9]{0,3}$"+"\"",schema:"^\\+[1-9][0-9]{0,3}$",parentSchema:schema21,data:data6};
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
const err20 = {instancePath:instancePath+"/countryPhone",schemaPath:"#/$defs/countryPhone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.type,parentSchema:schema21,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.phone !== undefined){
let data7 = data.phone;
if(typeof data7 === "string"){
if(func7(data7) > 30){
const err21 = {instancePath:instancePath+"/phone",schemaPath:"#/$defs/phone/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema22,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!pattern12.test(data7)){
const err22 = {instancePath:instancePath+"/phone",schemaPath:"#/$defs/phone/pattern",keyword:"pattern",params:{pattern: "^[+0-9 ()./-]*$"},message:"must match pattern \""+"^[+0-9 ()./-]*$"+"\"",schema:"^[+0-9 ()./-]*$",parentSchema:schema22,data:data7};
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
const err23 = {instancePath:instancePath+"/phone",schemaPath:"#/$defs/phone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.type,parentSchema:schema22,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.homeNumber !== undefined){
let data8 = data.homeNumber;
if(typeof data8 === "string"){
if(func7(data8) > 30){
const err24 = {instancePath:instancePath+"/homeNumber",schemaPath:"#/$defs/phone/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema22,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern12.test(data8)){
const err25 = {instancePath:instancePath+"/homeNumber",schemaPath:"#/$defs/phone/pattern",keyword:"pattern",params:{pattern: "^[+0-9 ()./-]*$"},message:"must match pattern \""+"^[+0-9 ()./-]*$"+"\"",schema:"^[+0-9 ()./-]*$",parentSchema:schema22,data:data8};
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
const err26 = {instancePath:instancePath+"/homeNumber",schemaPath:"#/$defs/phone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.type,parentSchema:schema22,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.email !== undefined){
let data9 = data.email;
if(typeof data9 === "string"){
if(func7(data9) > 254){
const err27 = {instancePath:instancePath+"/email",schemaPath:"#/$defs/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema24,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(formats4.validate(data9))){
const err28 = {instancePath:instancePath+"/email",schemaPath:"#/$defs/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema24,data:data9};
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
const err29 = {instancePath:instancePath+"/email",schemaPath:"#/$defs/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.type,parentSchema:schema24,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.businessEmail !== undefined){
let data10 = data.businessEmail;
if(typeof data10 === "string"){
if(func7(data10) > 254){
const err30 = {instancePath:instancePath+"/businessEmail",schemaPath:"#/$defs/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema24,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!(formats4.validate(data10))){
const err31 = {instancePath:instancePath+"/businessEmail",schemaPath:"#/$defs/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema24,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/businessEmail",schemaPath:"#/$defs/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.type,parentSchema:schema24,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.alternativeEmail !== undefined){
let data11 = data.alternativeEmail;
if(typeof data11 === "string"){
if(func7(data11) > 254){
const err33 = {instancePath:instancePath+"/alternativeEmail",schemaPath:"#/$defs/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema24,data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!(formats4.validate(data11))){
const err34 = {instancePath:instancePath+"/alternativeEmail",schemaPath:"#/$defs/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema24,data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/alternativeEmail",schemaPath:"#/$defs/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.type,parentSchema:schema24,data:data11};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.digitalEmail !== undefined){
let data12 = data.digitalEmail;
if(typeof data12 === "string"){
if(func7(data12) > 254){
const err36 = {instancePath:instancePath+"/digitalEmail",schemaPath:"#/$defs/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema24,data:data12};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!(formats4.validate(data12))){
const err37 = {instancePath:instancePath+"/digitalEmail",schemaPath:"#/$defs/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema24,data:data12};
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
const err38 = {instancePath:instancePath+"/digitalEmail",schemaPath:"#/$defs/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.type,parentSchema:schema24,data:data12};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.language !== undefined){
let data13 = data.language;
if(typeof data13 !== "string"){
const err39 = {instancePath:instancePath+"/language",schemaPath:"#/$defs/langKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data13};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!((((data13 === "de") || (data13 === "en")) || (data13 === "fr")) || (data13 === "it"))){
const err40 = {instancePath:instancePath+"/language",schemaPath:"#/$defs/langKey/enum",keyword:"enum",params:{allowedValues: schema28.enum},message:"must be equal to one of the allowed values",schema:schema28.enum,parentSchema:schema28,data:data13};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.website !== undefined){
let data14 = data.website;
if(typeof data14 === "string"){
if(func7(data14) > 200){
const err41 = {instancePath:instancePath+"/website",schemaPath:"#/properties/website/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema18.properties.website,data:data14};
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
const err42 = {instancePath:instancePath+"/website",schemaPath:"#/properties/website/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.website.type,parentSchema:schema18.properties.website,data:data14};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.company !== undefined){
let data15 = data.company;
if(typeof data15 === "string"){
if(func7(data15) > 100){
const err43 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema18.properties.company,data:data15};
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
const err44 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.company.type,parentSchema:schema18.properties.company,data:data15};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.Address !== undefined){
if(!(validate18(data.Address, {instancePath:instancePath+"/Address",parentData:data,parentDataProperty:"Address",rootData}))){
vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
errors = vErrors.length;
}
}
if(data.billingAddress !== undefined){
if(!(validate18(data.billingAddress, {instancePath:instancePath+"/billingAddress",parentData:data,parentDataProperty:"billingAddress",rootData}))){
vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
errors = vErrors.length;
}
}
if(data.insurance !== undefined){
let data18 = data.insurance;
if(typeof data18 === "string"){
if(func7(data18) > 100){
const err45 = {instancePath:instancePath+"/insurance",schemaPath:"#/properties/insurance/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema18.properties.insurance,data:data18};
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
const err46 = {instancePath:instancePath+"/insurance",schemaPath:"#/properties/insurance/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.insurance.type,parentSchema:schema18.properties.insurance,data:data18};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.insuranceNumber !== undefined){
let data19 = data.insuranceNumber;
if(typeof data19 === "string"){
if(func7(data19) > 50){
const err47 = {instancePath:instancePath+"/insuranceNumber",schemaPath:"#/properties/insuranceNumber/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.insuranceNumber,data:data19};
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
const err48 = {instancePath:instancePath+"/insuranceNumber",schemaPath:"#/properties/insuranceNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.insuranceNumber.type,parentSchema:schema18.properties.insuranceNumber,data:data19};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.esrNumber !== undefined){
let data20 = data.esrNumber;
if(typeof data20 === "string"){
if(func7(data20) > 50){
const err49 = {instancePath:instancePath+"/esrNumber",schemaPath:"#/properties/esrNumber/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.esrNumber,data:data20};
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
const err50 = {instancePath:instancePath+"/esrNumber",schemaPath:"#/properties/esrNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.esrNumber.type,parentSchema:schema18.properties.esrNumber,data:data20};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.height !== undefined){
let data21 = data.height;
if(typeof data21 == "number"){
if(data21 > 300 || isNaN(data21)){
const err51 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 300},message:"must be <= 300",schema:300,parentSchema:schema18.properties.height,data:data21};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data21 < 0 || isNaN(data21)){
const err52 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.height,data:data21};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema18.properties.height.type,parentSchema:schema18.properties.height,data:data21};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.weight !== undefined){
let data22 = data.weight;
if(typeof data22 == "number"){
if(data22 > 700 || isNaN(data22)){
const err54 = {instancePath:instancePath+"/weight",schemaPath:"#/properties/weight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 700},message:"must be <= 700",schema:700,parentSchema:schema18.properties.weight,data:data22};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data22 < 0 || isNaN(data22)){
const err55 = {instancePath:instancePath+"/weight",schemaPath:"#/properties/weight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.weight,data:data22};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/weight",schemaPath:"#/properties/weight/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema18.properties.weight.type,parentSchema:schema18.properties.weight,data:data22};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.bmi !== undefined){
let data23 = data.bmi;
if(!(typeof data23 == "number")){
const err57 = {instancePath:instancePath+"/bmi",schemaPath:"#/properties/bmi/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema18.properties.bmi.type,parentSchema:schema18.properties.bmi,data:data23};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.bloodGroup !== undefined){
let data24 = data.bloodGroup;
if(typeof data24 !== "string"){
const err58 = {instancePath:instancePath+"/bloodGroup",schemaPath:"#/properties/bloodGroup/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.bloodGroup.type,parentSchema:schema18.properties.bloodGroup,data:data24};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(!((((((((data24 === "A+") || (data24 === "A-")) || (data24 === "B+")) || (data24 === "B-")) || (data24 === "AB+")) || (data24 === "AB-")) || (data24 === "0+")) || (data24 === "0-"))){
const err59 = {instancePath:instancePath+"/bloodGroup",schemaPath:"#/properties/bloodGroup/enum",keyword:"enum",params:{allowedValues: schema18.properties.bloodGroup.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.bloodGroup.enum,parentSchema:schema18.properties.bloodGroup,data:data24};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.notes !== undefined){
let data25 = data.notes;
if(Array.isArray(data25)){
if(data25.length > 200){
const err60 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items",schema:200,parentSchema:schema18.properties.notes,data:data25};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
const len0 = data25.length;
for(let i0=0; i0<len0; i0++){
let data26 = data25[i0];
if(typeof data26 === "string"){
if(func7(data26) > 5000){
const err61 = {instancePath:instancePath+"/notes/" + i0,schemaPath:"#/properties/notes/items/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema18.properties.notes.items,data:data26};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/notes/" + i0,schemaPath:"#/properties/notes/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.notes.items.type,parentSchema:schema18.properties.notes.items,data:data26};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema18.properties.notes.type,parentSchema:schema18.properties.notes,data:data25};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.tagIds !== undefined){
let data27 = data.tagIds;
if(Array.isArray(data27)){
if(data27.length > 100){
const err64 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items",schema:100,parentSchema:schema18.properties.tagIds,data:data27};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
const len1 = data27.length;
for(let i1=0; i1<len1; i1++){
let data28 = data27[i1];
if(typeof data28 === "string"){
if(!(formats12.test(data28))){
const err65 = {instancePath:instancePath+"/tagIds/" + i1,schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema31,data:data28};
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
const err66 = {instancePath:instancePath+"/tagIds/" + i1,schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.type,parentSchema:schema31,data:data28};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
let i2 = data27.length;
let j0;
if(i2 > 1){
outer0:
for(;i2--;){
for(j0 = i2; j0--;){
if(func0(data27[i2], data27[j0])){
const err67 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)",schema:true,parentSchema:schema18.properties.tagIds,data:data27};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err68 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema18.properties.tagIds.type,parentSchema:schema18.properties.tagIds,data:data27};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.tags !== undefined){
let data29 = data.tags;
if(Array.isArray(data29)){
if(data29.length > 100){
const err69 = {instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items",schema:100,parentSchema:schema18.properties.tags,data:data29};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
const len2 = data29.length;
for(let i3=0; i3<len2; i3++){
let data30 = data29[i3];
if(typeof data30 === "string"){
if(func7(data30) > 50){
const err70 = {instancePath:instancePath+"/tags/" + i3,schemaPath:"#/properties/tags/items/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.tags.items,data:data30};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(func7(data30) < 1){
const err71 = {instancePath:instancePath+"/tags/" + i3,schemaPath:"#/properties/tags/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema18.properties.tags.items,data:data30};
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
const err72 = {instancePath:instancePath+"/tags/" + i3,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.tags.items.type,parentSchema:schema18.properties.tags.items,data:data30};
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
const err73 = {instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema18.properties.tags.type,parentSchema:schema18.properties.tags,data:data29};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data.parent_fk !== undefined){
let data31 = data.parent_fk;
if(typeof data31 === "string"){
if(!(formats12.test(data31))){
const err74 = {instancePath:instancePath+"/parent_fk",schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema31,data:data31};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
else {
const err75 = {instancePath:instancePath+"/parent_fk",schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.type,parentSchema:schema31,data:data31};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.children !== undefined){
let data32 = data.children;
if(Array.isArray(data32)){
const len3 = data32.length;
for(let i4=0; i4<len3; i4++){
let data33 = data32[i4];
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(data33.contact_id === undefined){
const err76 = {instancePath:instancePath+"/children/" + i4,schemaPath:"#/properties/children/items/required",keyword:"required",params:{missingProperty: "contact_id"},message:"must have required property '"+"contact_id"+"'",schema:schema18.properties.children.items.required,parentSchema:schema18.properties.children.items,data:data33};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data33.firstName === undefined){
const err77 = {instancePath:instancePath+"/children/" + i4,schemaPath:"#/properties/children/items/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'",schema:schema18.properties.children.items.required,parentSchema:schema18.properties.children.items,data:data33};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data33.lastName === undefined){
const err78 = {instancePath:instancePath+"/children/" + i4,schemaPath:"#/properties/children/items/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'",schema:schema18.properties.children.items.required,parentSchema:schema18.properties.children.items,data:data33};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
for(const key1 in data33){
if(!(((key1 === "contact_id") || (key1 === "firstName")) || (key1 === "lastName"))){
const err79 = {instancePath:instancePath+"/children/" + i4,schemaPath:"#/properties/children/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema18.properties.children.items,data:data33};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data33.contact_id !== undefined){
let data34 = data33.contact_id;
if(typeof data34 === "string"){
if(func7(data34) > 50){
const err80 = {instancePath:instancePath+"/children/" + i4+"/contact_id",schemaPath:"#/properties/children/items/properties/contact_id/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.children.items.properties.contact_id,data:data34};
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
const err81 = {instancePath:instancePath+"/children/" + i4+"/contact_id",schemaPath:"#/properties/children/items/properties/contact_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.children.items.properties.contact_id.type,parentSchema:schema18.properties.children.items.properties.contact_id,data:data34};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data33.firstName !== undefined){
let data35 = data33.firstName;
if(typeof data35 === "string"){
if(func7(data35) > 50){
const err82 = {instancePath:instancePath+"/children/" + i4+"/firstName",schemaPath:"#/properties/children/items/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.children.items.properties.firstName,data:data35};
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
const err83 = {instancePath:instancePath+"/children/" + i4+"/firstName",schemaPath:"#/properties/children/items/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.children.items.properties.firstName.type,parentSchema:schema18.properties.children.items.properties.firstName,data:data35};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data33.lastName !== undefined){
let data36 = data33.lastName;
if(typeof data36 === "string"){
if(func7(data36) > 50){
const err84 = {instancePath:instancePath+"/children/" + i4+"/lastName",schemaPath:"#/properties/children/items/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.children.items.properties.lastName,data:data36};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
else {
const err85 = {instancePath:instancePath+"/children/" + i4+"/lastName",schemaPath:"#/properties/children/items/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.children.items.properties.lastName.type,parentSchema:schema18.properties.children.items.properties.lastName,data:data36};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
else {
const err86 = {instancePath:instancePath+"/children/" + i4,schemaPath:"#/properties/children/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.properties.children.items.type,parentSchema:schema18.properties.children.items,data:data33};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
else {
const err87 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema18.properties.children.type,parentSchema:schema18.properties.children,data:data32};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data.invoiceDispatch !== undefined){
let data37 = data.invoiceDispatch;
if(typeof data37 !== "string"){
const err88 = {instancePath:instancePath+"/invoiceDispatch",schemaPath:"#/properties/invoiceDispatch/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.invoiceDispatch.type,parentSchema:schema18.properties.invoiceDispatch,data:data37};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(!((((data37 === "paper") || (data37 === "digital")) || (data37 === "digitalDirect")) || (data37 === "xml"))){
const err89 = {instancePath:instancePath+"/invoiceDispatch",schemaPath:"#/properties/invoiceDispatch/enum",keyword:"enum",params:{allowedValues: schema18.properties.invoiceDispatch.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.invoiceDispatch.enum,parentSchema:schema18.properties.invoiceDispatch,data:data37};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data.agreementInvoiceDate !== undefined){
let data38 = data.agreementInvoiceDate;
if(typeof data38 === "string"){
if(!(formats0.validate(data38))){
const err90 = {instancePath:instancePath+"/agreementInvoiceDate",schemaPath:"#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema19,data:data38};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
else {
const err91 = {instancePath:instancePath+"/agreementInvoiceDate",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.type,parentSchema:schema19,data:data38};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data.status !== undefined){
let data39 = data.status;
if(typeof data39 !== "string"){
const err92 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.status.type,parentSchema:schema18.properties.status,data:data39};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(!((data39 === "active") || (data39 === "archived"))){
const err93 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema18.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.status.enum,parentSchema:schema18.properties.status,data:data39};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data.createdOnline !== undefined){
let data40 = data.createdOnline;
if(typeof data40 !== "boolean"){
const err94 = {instancePath:instancePath+"/createdOnline",schemaPath:"#/properties/createdOnline/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.createdOnline.type,parentSchema:schema18.properties.createdOnline,data:data40};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data.complete !== undefined){
let data41 = data.complete;
if(typeof data41 !== "boolean"){
const err95 = {instancePath:instancePath+"/complete",schemaPath:"#/properties/complete/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.complete.type,parentSchema:schema18.properties.complete,data:data41};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data.avatar_fk !== undefined){
let data42 = data.avatar_fk;
if(typeof data42 === "string"){
if(!(formats12.test(data42))){
const err96 = {instancePath:instancePath+"/avatar_fk",schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema31,data:data42};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/avatar_fk",schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.type,parentSchema:schema31,data:data42};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data.avatarFileName !== undefined){
let data43 = data.avatarFileName;
if(typeof data43 === "string"){
if(func7(data43) > 255){
const err98 = {instancePath:instancePath+"/avatarFileName",schemaPath:"#/properties/avatarFileName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema18.properties.avatarFileName,data:data43};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
else {
const err99 = {instancePath:instancePath+"/avatarFileName",schemaPath:"#/properties/avatarFileName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.avatarFileName.type,parentSchema:schema18.properties.avatarFileName,data:data43};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
}
else {
const err100 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

/** By rjsf schema key (hash of the schema): what createPrecompiledValidator takes. */
export const validateFns = {
  "-34a3aa01": validate17,
};
