// generated — do not edit. Source: schemas/project.schema.json. Regenerate with `npm run gen`.
// @ts-nocheck: ajv standalone code (plain JavaScript) of the form schema, see generators/emitFormValidators.ts
import { formats, ucs2length } from '../../shared/formValidatorRuntime';

const schema18 = {"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-list":{"column":true,"sortable":true,"searchable":true},"x-label":"records.project.name"},"contact_fk":{"$ref":"#/$defs/uuid","x-ref":{"record":"contact","onDelete":"cascade"},"x-list":{"column":true,"filterable":"eq"},"x-storage":{"index":true},"x-label":"records.project.contact_fk"},"caseNumber":{"type":"string","maxLength":50,"x-list":{"column":true,"searchable":true},"x-label":"records.project.caseNumber"},"caseDate":{"$ref":"#/$defs/date","x-label":"records.project.caseDate"},"accidentNumber":{"type":"string","maxLength":50,"x-label":"records.project.accidentNumber"},"accidentDate":{"$ref":"#/$defs/date","x-label":"records.project.accidentDate"},"dispositionNumber":{"type":"string","maxLength":50,"x-label":"records.project.dispositionNumber"},"dispositionDate":{"$ref":"#/$defs/date","x-label":"records.project.dispositionDate"},"costReimbursementNumber":{"type":"string","maxLength":50,"x-label":"records.project.costReimbursementNumber"},"costReimbursementDate":{"$ref":"#/$defs/date","x-label":"records.project.costReimbursementDate"},"insuranceLaw":{"type":"string","maxLength":20,"x-label":"records.project.insuranceLaw"},"treatmentType":{"type":"string","maxLength":50,"x-label":"records.project.treatmentType"},"treatmentReason":{"type":"string","maxLength":50,"x-label":"records.project.treatmentReason"},"sessionType":{"type":"string","maxLength":50,"x-label":"records.project.sessionType"},"maxSessions":{"type":"integer","minimum":0,"maximum":1000,"x-label":"records.project.maxSessions"},"diagnosis":{"type":"string","maxLength":2000,"x-label":"records.project.diagnosis"},"referrerFirstName":{"type":"string","maxLength":50,"x-label":"records.project.referrerFirstName"},"referrerLastName":{"type":"string","maxLength":50,"x-label":"records.project.referrerLastName"},"referrerGln":{"type":"string","format":"gln","x-label":"records.project.referrerGln"},"referrerZsr":{"type":"string","format":"zsr","x-label":"records.project.referrerZsr"},"referrerAddress":{"type":"string","maxLength":100,"x-label":"records.project.referrerAddress"},"referrerZip":{"type":"string","maxLength":10,"x-label":"records.project.referrerZip"},"referrerCity":{"type":"string","maxLength":50,"x-label":"records.project.referrerCity"},"remunerationType":{"type":"string","maxLength":50,"x-label":"records.project.remunerationType"},"canton":{"type":"string","maxLength":2,"x-label":"records.project.canton"},"insuranceCardNumber":{"type":"string","maxLength":50,"x-label":"records.project.insuranceCardNumber"},"insuranceCardValidUntil":{"$ref":"#/$defs/date","x-label":"records.project.insuranceCardValidUntil"},"role":{"type":"string","maxLength":50,"x-label":"records.project.role"},"place":{"type":"string","maxLength":50,"x-label":"records.project.place"}},"x-label":"records.project._title","$defs":{"date":{"type":"string","format":"date"},"uuid":{"type":"string","format":"uuid"}},"$id":"-3f7c3642"};
const schema19 = {"type":"string","format":"uuid"};
const schema20 = {"type":"string","format":"date"};
const func2 = Object.prototype.hasOwnProperty;
const func7 = ucs2length;
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const formats2 = formats.date;
const formats10 = formats.gln;
const formats12 = formats.zsr;

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-3f7c3642" */;
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
if(data.contact_fk !== undefined){
let data1 = data.contact_fk;
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
const err5 = {instancePath:instancePath+"/contact_fk",schemaPath:"#/$defs/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema19,data:data1};
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
const err6 = {instancePath:instancePath+"/contact_fk",schemaPath:"#/$defs/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.type,parentSchema:schema19,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.caseNumber !== undefined){
let data2 = data.caseNumber;
if(typeof data2 === "string"){
if(func7(data2) > 50){
const err7 = {instancePath:instancePath+"/caseNumber",schemaPath:"#/properties/caseNumber/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.caseNumber,data:data2};
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
const err8 = {instancePath:instancePath+"/caseNumber",schemaPath:"#/properties/caseNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.caseNumber.type,parentSchema:schema18.properties.caseNumber,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.caseDate !== undefined){
let data3 = data.caseDate;
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
const err9 = {instancePath:instancePath+"/caseDate",schemaPath:"#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema20,data:data3};
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
const err10 = {instancePath:instancePath+"/caseDate",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.type,parentSchema:schema20,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.accidentNumber !== undefined){
let data4 = data.accidentNumber;
if(typeof data4 === "string"){
if(func7(data4) > 50){
const err11 = {instancePath:instancePath+"/accidentNumber",schemaPath:"#/properties/accidentNumber/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.accidentNumber,data:data4};
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
const err12 = {instancePath:instancePath+"/accidentNumber",schemaPath:"#/properties/accidentNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.accidentNumber.type,parentSchema:schema18.properties.accidentNumber,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.accidentDate !== undefined){
let data5 = data.accidentDate;
if(typeof data5 === "string"){
if(!(formats2.validate(data5))){
const err13 = {instancePath:instancePath+"/accidentDate",schemaPath:"#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema20,data:data5};
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
const err14 = {instancePath:instancePath+"/accidentDate",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.type,parentSchema:schema20,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.dispositionNumber !== undefined){
let data6 = data.dispositionNumber;
if(typeof data6 === "string"){
if(func7(data6) > 50){
const err15 = {instancePath:instancePath+"/dispositionNumber",schemaPath:"#/properties/dispositionNumber/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.dispositionNumber,data:data6};
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
const err16 = {instancePath:instancePath+"/dispositionNumber",schemaPath:"#/properties/dispositionNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.dispositionNumber.type,parentSchema:schema18.properties.dispositionNumber,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.dispositionDate !== undefined){
let data7 = data.dispositionDate;
if(typeof data7 === "string"){
if(!(formats2.validate(data7))){
const err17 = {instancePath:instancePath+"/dispositionDate",schemaPath:"#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema20,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/dispositionDate",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.type,parentSchema:schema20,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.costReimbursementNumber !== undefined){
let data8 = data.costReimbursementNumber;
if(typeof data8 === "string"){
if(func7(data8) > 50){
const err19 = {instancePath:instancePath+"/costReimbursementNumber",schemaPath:"#/properties/costReimbursementNumber/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.costReimbursementNumber,data:data8};
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
const err20 = {instancePath:instancePath+"/costReimbursementNumber",schemaPath:"#/properties/costReimbursementNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.costReimbursementNumber.type,parentSchema:schema18.properties.costReimbursementNumber,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.costReimbursementDate !== undefined){
let data9 = data.costReimbursementDate;
if(typeof data9 === "string"){
if(!(formats2.validate(data9))){
const err21 = {instancePath:instancePath+"/costReimbursementDate",schemaPath:"#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema20,data:data9};
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
const err22 = {instancePath:instancePath+"/costReimbursementDate",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.type,parentSchema:schema20,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.insuranceLaw !== undefined){
let data10 = data.insuranceLaw;
if(typeof data10 === "string"){
if(func7(data10) > 20){
const err23 = {instancePath:instancePath+"/insuranceLaw",schemaPath:"#/properties/insuranceLaw/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema18.properties.insuranceLaw,data:data10};
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
const err24 = {instancePath:instancePath+"/insuranceLaw",schemaPath:"#/properties/insuranceLaw/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.insuranceLaw.type,parentSchema:schema18.properties.insuranceLaw,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.treatmentType !== undefined){
let data11 = data.treatmentType;
if(typeof data11 === "string"){
if(func7(data11) > 50){
const err25 = {instancePath:instancePath+"/treatmentType",schemaPath:"#/properties/treatmentType/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.treatmentType,data:data11};
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
const err26 = {instancePath:instancePath+"/treatmentType",schemaPath:"#/properties/treatmentType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.treatmentType.type,parentSchema:schema18.properties.treatmentType,data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.treatmentReason !== undefined){
let data12 = data.treatmentReason;
if(typeof data12 === "string"){
if(func7(data12) > 50){
const err27 = {instancePath:instancePath+"/treatmentReason",schemaPath:"#/properties/treatmentReason/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.treatmentReason,data:data12};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/treatmentReason",schemaPath:"#/properties/treatmentReason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.treatmentReason.type,parentSchema:schema18.properties.treatmentReason,data:data12};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.sessionType !== undefined){
let data13 = data.sessionType;
if(typeof data13 === "string"){
if(func7(data13) > 50){
const err29 = {instancePath:instancePath+"/sessionType",schemaPath:"#/properties/sessionType/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.sessionType,data:data13};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/sessionType",schemaPath:"#/properties/sessionType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.sessionType.type,parentSchema:schema18.properties.sessionType,data:data13};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.maxSessions !== undefined){
let data14 = data.maxSessions;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err31 = {instancePath:instancePath+"/maxSessions",schemaPath:"#/properties/maxSessions/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties.maxSessions.type,parentSchema:schema18.properties.maxSessions,data:data14};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(typeof data14 == "number"){
if(data14 > 1000 || isNaN(data14)){
const err32 = {instancePath:instancePath+"/maxSessions",schemaPath:"#/properties/maxSessions/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000",schema:1000,parentSchema:schema18.properties.maxSessions,data:data14};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err33 = {instancePath:instancePath+"/maxSessions",schemaPath:"#/properties/maxSessions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema18.properties.maxSessions,data:data14};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
if(data.diagnosis !== undefined){
let data15 = data.diagnosis;
if(typeof data15 === "string"){
if(func7(data15) > 2000){
const err34 = {instancePath:instancePath+"/diagnosis",schemaPath:"#/properties/diagnosis/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema18.properties.diagnosis,data:data15};
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
const err35 = {instancePath:instancePath+"/diagnosis",schemaPath:"#/properties/diagnosis/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.diagnosis.type,parentSchema:schema18.properties.diagnosis,data:data15};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.referrerFirstName !== undefined){
let data16 = data.referrerFirstName;
if(typeof data16 === "string"){
if(func7(data16) > 50){
const err36 = {instancePath:instancePath+"/referrerFirstName",schemaPath:"#/properties/referrerFirstName/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.referrerFirstName,data:data16};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/referrerFirstName",schemaPath:"#/properties/referrerFirstName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.referrerFirstName.type,parentSchema:schema18.properties.referrerFirstName,data:data16};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.referrerLastName !== undefined){
let data17 = data.referrerLastName;
if(typeof data17 === "string"){
if(func7(data17) > 50){
const err38 = {instancePath:instancePath+"/referrerLastName",schemaPath:"#/properties/referrerLastName/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.referrerLastName,data:data17};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/referrerLastName",schemaPath:"#/properties/referrerLastName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.referrerLastName.type,parentSchema:schema18.properties.referrerLastName,data:data17};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.referrerGln !== undefined){
let data18 = data.referrerGln;
if(typeof data18 === "string"){
if(!(formats10.validate(data18))){
const err40 = {instancePath:instancePath+"/referrerGln",schemaPath:"#/properties/referrerGln/format",keyword:"format",params:{format: "gln"},message:"must match format \""+"gln"+"\"",schema:"gln",parentSchema:schema18.properties.referrerGln,data:data18};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/referrerGln",schemaPath:"#/properties/referrerGln/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.referrerGln.type,parentSchema:schema18.properties.referrerGln,data:data18};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.referrerZsr !== undefined){
let data19 = data.referrerZsr;
if(typeof data19 === "string"){
if(!(formats12.validate(data19))){
const err42 = {instancePath:instancePath+"/referrerZsr",schemaPath:"#/properties/referrerZsr/format",keyword:"format",params:{format: "zsr"},message:"must match format \""+"zsr"+"\"",schema:"zsr",parentSchema:schema18.properties.referrerZsr,data:data19};
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
const err43 = {instancePath:instancePath+"/referrerZsr",schemaPath:"#/properties/referrerZsr/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.referrerZsr.type,parentSchema:schema18.properties.referrerZsr,data:data19};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.referrerAddress !== undefined){
let data20 = data.referrerAddress;
if(typeof data20 === "string"){
if(func7(data20) > 100){
const err44 = {instancePath:instancePath+"/referrerAddress",schemaPath:"#/properties/referrerAddress/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema18.properties.referrerAddress,data:data20};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/referrerAddress",schemaPath:"#/properties/referrerAddress/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.referrerAddress.type,parentSchema:schema18.properties.referrerAddress,data:data20};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.referrerZip !== undefined){
let data21 = data.referrerZip;
if(typeof data21 === "string"){
if(func7(data21) > 10){
const err46 = {instancePath:instancePath+"/referrerZip",schemaPath:"#/properties/referrerZip/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema18.properties.referrerZip,data:data21};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/referrerZip",schemaPath:"#/properties/referrerZip/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.referrerZip.type,parentSchema:schema18.properties.referrerZip,data:data21};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.referrerCity !== undefined){
let data22 = data.referrerCity;
if(typeof data22 === "string"){
if(func7(data22) > 50){
const err48 = {instancePath:instancePath+"/referrerCity",schemaPath:"#/properties/referrerCity/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.referrerCity,data:data22};
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
const err49 = {instancePath:instancePath+"/referrerCity",schemaPath:"#/properties/referrerCity/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.referrerCity.type,parentSchema:schema18.properties.referrerCity,data:data22};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.remunerationType !== undefined){
let data23 = data.remunerationType;
if(typeof data23 === "string"){
if(func7(data23) > 50){
const err50 = {instancePath:instancePath+"/remunerationType",schemaPath:"#/properties/remunerationType/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.remunerationType,data:data23};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/remunerationType",schemaPath:"#/properties/remunerationType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.remunerationType.type,parentSchema:schema18.properties.remunerationType,data:data23};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.canton !== undefined){
let data24 = data.canton;
if(typeof data24 === "string"){
if(func7(data24) > 2){
const err52 = {instancePath:instancePath+"/canton",schemaPath:"#/properties/canton/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters",schema:2,parentSchema:schema18.properties.canton,data:data24};
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
const err53 = {instancePath:instancePath+"/canton",schemaPath:"#/properties/canton/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.canton.type,parentSchema:schema18.properties.canton,data:data24};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.insuranceCardNumber !== undefined){
let data25 = data.insuranceCardNumber;
if(typeof data25 === "string"){
if(func7(data25) > 50){
const err54 = {instancePath:instancePath+"/insuranceCardNumber",schemaPath:"#/properties/insuranceCardNumber/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.insuranceCardNumber,data:data25};
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
const err55 = {instancePath:instancePath+"/insuranceCardNumber",schemaPath:"#/properties/insuranceCardNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.insuranceCardNumber.type,parentSchema:schema18.properties.insuranceCardNumber,data:data25};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.insuranceCardValidUntil !== undefined){
let data26 = data.insuranceCardValidUntil;
if(typeof data26 === "string"){
if(!(formats2.validate(data26))){
const err56 = {instancePath:instancePath+"/insuranceCardValidUntil",schemaPath:"#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema20,data:data26};
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
const err57 = {instancePath:instancePath+"/insuranceCardValidUntil",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.type,parentSchema:schema20,data:data26};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.role !== undefined){
let data27 = data.role;
if(typeof data27 === "string"){
if(func7(data27) > 50){
const err58 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.role,data:data27};
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
const err59 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.role.type,parentSchema:schema18.properties.role,data:data27};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.place !== undefined){
let data28 = data.place;
if(typeof data28 === "string"){
if(func7(data28) > 50){
const err60 = {instancePath:instancePath+"/place",schemaPath:"#/properties/place/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema18.properties.place,data:data28};
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
const err61 = {instancePath:instancePath+"/place",schemaPath:"#/properties/place/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.place.type,parentSchema:schema18.properties.place,data:data28};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

/** By rjsf schema key (hash of the schema): what createPrecompiledValidator takes. */
export const validateFns = {
  "-3f7c3642": validate17,
};
