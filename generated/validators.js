// Generated from catalog/ by `make gen`; do not edit.
// Argument validators, compiled by ajv (standalone, coerceTypes, allErrors).
export const admin_attribute_view_set = validate10;
const schema11 = {"type":"object","additionalProperties":false,"required":["field","svc_object","visible"],"properties":{"device_type":{"type":"string","enum":["desktop","mobile"]},"field":{"type":"string","maxLength":128},"svc_object":{"type":"string","enum":["user","vm","host","osf","di","role","administrator","tenant","log"]},"view_type":{"type":"string","enum":["list_column","filter"]},"visible":{"type":"integer","enum":[0,1]}}};
const func2 = function (str) {
  // Length in code points, as JSON Schema counts it.
  let length = 0;
  for (let pos = 0; pos < str.length; pos++) {
    length++;
    const c = str.charCodeAt(pos);
    if (c >= 0xd800 && c <= 0xdbff && pos + 1 < str.length && (str.charCodeAt(pos + 1) & 0xfc00) === 0xdc00) pos++;
  }
  return length;
};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.field === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.svc_object === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "svc_object"},message:"must have required property '"+"svc_object"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.visible === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "visible"},message:"must have required property '"+"visible"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "device_type") || (key0 === "field")) || (key0 === "svc_object")) || (key0 === "view_type")) || (key0 === "visible"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.device_type !== undefined){
let data0 = data.device_type;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err4 = {instancePath:instancePath+"/device_type",schemaPath:"#/properties/device_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["device_type"] = coerced0;
}
}
}
if(!((data0 === "desktop") || (data0 === "mobile"))){
const err5 = {instancePath:instancePath+"/device_type",schemaPath:"#/properties/device_type/enum",keyword:"enum",params:{allowedValues: schema11.properties.device_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.field !== undefined){
let data1 = data.field;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err6 = {instancePath:instancePath+"/field",schemaPath:"#/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["field"] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(func2(data1) > 128){
const err7 = {instancePath:instancePath+"/field",schemaPath:"#/properties/field/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.svc_object !== undefined){
let data2 = data.svc_object;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err8 = {instancePath:instancePath+"/svc_object",schemaPath:"#/properties/svc_object/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["svc_object"] = coerced2;
}
}
}
if(!(((((((((data2 === "user") || (data2 === "vm")) || (data2 === "host")) || (data2 === "osf")) || (data2 === "di")) || (data2 === "role")) || (data2 === "administrator")) || (data2 === "tenant")) || (data2 === "log"))){
const err9 = {instancePath:instancePath+"/svc_object",schemaPath:"#/properties/svc_object/enum",keyword:"enum",params:{allowedValues: schema11.properties.svc_object.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.view_type !== undefined){
let data3 = data.view_type;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
const err10 = {instancePath:instancePath+"/view_type",schemaPath:"#/properties/view_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["view_type"] = coerced3;
}
}
}
if(!((data3 === "list_column") || (data3 === "filter"))){
const err11 = {instancePath:instancePath+"/view_type",schemaPath:"#/properties/view_type/enum",keyword:"enum",params:{allowedValues: schema11.properties.view_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.visible !== undefined){
let data4 = data.visible;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 === "boolean" || data4 === null
              || (dataType4 === "string" && data4 && data4 == +data4 && !(data4 % 1))){
coerced4 = +data4;
}
else {
const err12 = {instancePath:instancePath+"/visible",schemaPath:"#/properties/visible/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data !== undefined){
data["visible"] = coerced4;
}
}
}
if(!((data4 === 0) || (data4 === 1))){
const err13 = {instancePath:instancePath+"/visible",schemaPath:"#/properties/visible/enum",keyword:"enum",params:{allowedValues: schema11.properties.visible.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const admin_property_view_set = validate11;
const schema12 = {"type":"object","additionalProperties":false,"required":["svc_obj_prop_id","visible"],"properties":{"device_type":{"type":"string","enum":["desktop","mobile"]},"svc_obj_prop_id":{"type":"integer"},"view_type":{"type":"string","enum":["list_column","filter"]},"visible":{"type":"integer","enum":[0,1]}}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.svc_obj_prop_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "svc_obj_prop_id"},message:"must have required property '"+"svc_obj_prop_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.visible === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "visible"},message:"must have required property '"+"visible"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "device_type") || (key0 === "svc_obj_prop_id")) || (key0 === "view_type")) || (key0 === "visible"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.device_type !== undefined){
let data0 = data.device_type;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err3 = {instancePath:instancePath+"/device_type",schemaPath:"#/properties/device_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["device_type"] = coerced0;
}
}
}
if(!((data0 === "desktop") || (data0 === "mobile"))){
const err4 = {instancePath:instancePath+"/device_type",schemaPath:"#/properties/device_type/enum",keyword:"enum",params:{allowedValues: schema12.properties.device_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.svc_obj_prop_id !== undefined){
let data1 = data.svc_obj_prop_id;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
const err5 = {instancePath:instancePath+"/svc_obj_prop_id",schemaPath:"#/properties/svc_obj_prop_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["svc_obj_prop_id"] = coerced1;
}
}
}
}
if(data.view_type !== undefined){
let data2 = data.view_type;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err6 = {instancePath:instancePath+"/view_type",schemaPath:"#/properties/view_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["view_type"] = coerced2;
}
}
}
if(!((data2 === "list_column") || (data2 === "filter"))){
const err7 = {instancePath:instancePath+"/view_type",schemaPath:"#/properties/view_type/enum",keyword:"enum",params:{allowedValues: schema12.properties.view_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.visible !== undefined){
let data3 = data.visible;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 === "boolean" || data3 === null
              || (dataType3 === "string" && data3 && data3 == +data3 && !(data3 % 1))){
coerced3 = +data3;
}
else {
const err8 = {instancePath:instancePath+"/visible",schemaPath:"#/properties/visible/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["visible"] = coerced3;
}
}
}
if(!((data3 === 0) || (data3 === 1))){
const err9 = {instancePath:instancePath+"/visible",schemaPath:"#/properties/visible/enum",keyword:"enum",params:{allowedValues: schema12.properties.visible.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

export const administrator_create = validate12;
const schema13 = {"type":"object","additionalProperties":false,"required":["name","password"],"properties":{"__roles__":{"type":"array","items":{"type":["string","integer"]}},"block":{"type":"integer","minimum":0,"maximum":10000},"description":{"type":["string","null"],"maxLength":1024},"language":{"type":"string","maxLength":16,"pattern":"^(auto|default|[a-z]{2}(_[A-Z]{2})?)$"},"name":{"type":"string","maxLength":128},"password":{"type":"string","minLength":1,"maxLength":1024},"tenant_id":{"type":"integer"}}};
const pattern0 = new RegExp("^(auto|default|[a-z]{2}(_[A-Z]{2})?)$", "u");

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.password === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "__roles__") || (key0 === "block")) || (key0 === "description")) || (key0 === "language")) || (key0 === "name")) || (key0 === "password")) || (key0 === "tenant_id"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.__roles__ !== undefined){
let data0 = data.__roles__;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if((typeof data1 !== "string") && (!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))))){
let dataType0 = typeof data1;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data1;
}
else if(data1 === null){
coerced0 = "";
}
else if(dataType0 === "boolean" || data1 === null
              || (dataType0 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced0 = +data1;
}
else {
const err3 = {instancePath:instancePath+"/__roles__/" + i0,schemaPath:"#/properties/__roles__/items/type",keyword:"type",params:{type: schema13.properties.__roles__.items.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(coerced0 !== undefined){
data1 = coerced0;
if(data0 !== undefined){
data0[i0] = coerced0;
}
}
}
}
}
else {
const err4 = {instancePath:instancePath+"/__roles__",schemaPath:"#/properties/__roles__/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.block !== undefined){
let data2 = data.block;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
let dataType1 = typeof data2;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data2 === null
              || (dataType1 === "string" && data2 && data2 == +data2 && !(data2 % 1))){
coerced1 = +data2;
}
else {
const err5 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(coerced1 !== undefined){
data2 = coerced1;
if(data !== undefined){
data["block"] = coerced1;
}
}
}
if(typeof data2 == "number"){
if(data2 > 10000 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.description !== undefined){
let data3 = data.description;
if((typeof data3 !== "string") && (data3 !== null)){
let dataType2 = typeof data3;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data3;
}
else if(data3 === null){
coerced2 = "";
}
else if(data3 === "" || data3 === 0 || data3 === false){
coerced2 = null;
}
else {
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema13.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced2 !== undefined){
data3 = coerced2;
if(data !== undefined){
data["description"] = coerced2;
}
}
}
if(typeof data3 === "string"){
if(func2(data3) > 1024){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.language !== undefined){
let data4 = data.language;
if(typeof data4 !== "string"){
let dataType3 = typeof data4;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data4;
}
else if(data4 === null){
coerced3 = "";
}
else {
const err10 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(coerced3 !== undefined){
data4 = coerced3;
if(data !== undefined){
data["language"] = coerced3;
}
}
}
if(typeof data4 === "string"){
if(func2(data4) > 16){
const err11 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern0.test(data4)){
const err12 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/pattern",keyword:"pattern",params:{pattern: "^(auto|default|[a-z]{2}(_[A-Z]{2})?)$"},message:"must match pattern \""+"^(auto|default|[a-z]{2}(_[A-Z]{2})?)$"+"\""};
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
if(data.name !== undefined){
let data5 = data.name;
if(typeof data5 !== "string"){
let dataType4 = typeof data5;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data5;
}
else if(data5 === null){
coerced4 = "";
}
else {
const err13 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(coerced4 !== undefined){
data5 = coerced4;
if(data !== undefined){
data["name"] = coerced4;
}
}
}
if(typeof data5 === "string"){
if(func2(data5) > 128){
const err14 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
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
if(data.password !== undefined){
let data6 = data.password;
if(typeof data6 !== "string"){
let dataType5 = typeof data6;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 == "number" || dataType5 == "boolean"){
coerced5 = "" + data6;
}
else if(data6 === null){
coerced5 = "";
}
else {
const err15 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(coerced5 !== undefined){
data6 = coerced5;
if(data !== undefined){
data["password"] = coerced5;
}
}
}
if(typeof data6 === "string"){
if(func2(data6) > 1024){
const err16 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func2(data6) < 1){
const err17 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
if(data.tenant_id !== undefined){
let data7 = data.tenant_id;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
let dataType6 = typeof data7;
let coerced6 = undefined;
if(!(coerced6 !== undefined)){
if(dataType6 === "boolean" || data7 === null
              || (dataType6 === "string" && data7 && data7 == +data7 && !(data7 % 1))){
coerced6 = +data7;
}
else {
const err18 = {instancePath:instancePath+"/tenant_id",schemaPath:"#/properties/tenant_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(coerced6 !== undefined){
data7 = coerced6;
if(data !== undefined){
data["tenant_id"] = coerced6;
}
}
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

export const administrator_update = validate13;
const schema14 = {"type":"object","additionalProperties":false,"properties":{"__roles_changes__":{"type":"object","additionalProperties":false,"properties":{"assign_roles":{"type":"array","items":{"type":["string","integer"]}},"unassign_roles":{"type":"array","items":{"type":["string","integer"]}}}},"block":{"type":"integer","minimum":0,"maximum":10000},"description":{"type":["string","null"],"maxLength":1024},"language":{"type":"string","maxLength":16,"pattern":"^(auto|default|[a-z]{2}(_[A-Z]{2})?)$"},"name":{"type":"string","maxLength":128},"password":{"type":"string","minLength":1,"maxLength":1024}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "__roles_changes__") || (key0 === "block")) || (key0 === "description")) || (key0 === "language")) || (key0 === "name")) || (key0 === "password"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.__roles_changes__ !== undefined){
let data0 = data.__roles_changes__;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(!((key1 === "assign_roles") || (key1 === "unassign_roles"))){
const err1 = {instancePath:instancePath+"/__roles_changes__",schemaPath:"#/properties/__roles_changes__/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.assign_roles !== undefined){
let data1 = data0.assign_roles;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if((typeof data2 !== "string") && (!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))))){
let dataType0 = typeof data2;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data2;
}
else if(data2 === null){
coerced0 = "";
}
else if(dataType0 === "boolean" || data2 === null
              || (dataType0 === "string" && data2 && data2 == +data2 && !(data2 % 1))){
coerced0 = +data2;
}
else {
const err2 = {instancePath:instancePath+"/__roles_changes__/assign_roles/" + i0,schemaPath:"#/properties/__roles_changes__/properties/assign_roles/items/type",keyword:"type",params:{type: schema14.properties.__roles_changes__.properties.assign_roles.items.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data2 = coerced0;
if(data1 !== undefined){
data1[i0] = coerced0;
}
}
}
}
}
else {
const err3 = {instancePath:instancePath+"/__roles_changes__/assign_roles",schemaPath:"#/properties/__roles_changes__/properties/assign_roles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.unassign_roles !== undefined){
let data3 = data0.unassign_roles;
if(Array.isArray(data3)){
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if((typeof data4 !== "string") && (!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))))){
let dataType1 = typeof data4;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data4;
}
else if(data4 === null){
coerced1 = "";
}
else if(dataType1 === "boolean" || data4 === null
              || (dataType1 === "string" && data4 && data4 == +data4 && !(data4 % 1))){
coerced1 = +data4;
}
else {
const err4 = {instancePath:instancePath+"/__roles_changes__/unassign_roles/" + i1,schemaPath:"#/properties/__roles_changes__/properties/unassign_roles/items/type",keyword:"type",params:{type: schema14.properties.__roles_changes__.properties.unassign_roles.items.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data4 = coerced1;
if(data3 !== undefined){
data3[i1] = coerced1;
}
}
}
}
}
else {
const err5 = {instancePath:instancePath+"/__roles_changes__/unassign_roles",schemaPath:"#/properties/__roles_changes__/properties/unassign_roles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/__roles_changes__",schemaPath:"#/properties/__roles_changes__/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.block !== undefined){
let data5 = data.block;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
let dataType2 = typeof data5;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 === "boolean" || data5 === null
              || (dataType2 === "string" && data5 && data5 == +data5 && !(data5 % 1))){
coerced2 = +data5;
}
else {
const err7 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(coerced2 !== undefined){
data5 = coerced2;
if(data !== undefined){
data["block"] = coerced2;
}
}
}
if(typeof data5 == "number"){
if(data5 > 10000 || isNaN(data5)){
const err8 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err9 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.description !== undefined){
let data6 = data.description;
if((typeof data6 !== "string") && (data6 !== null)){
let dataType3 = typeof data6;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data6;
}
else if(data6 === null){
coerced3 = "";
}
else if(data6 === "" || data6 === 0 || data6 === false){
coerced3 = null;
}
else {
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema14.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(coerced3 !== undefined){
data6 = coerced3;
if(data !== undefined){
data["description"] = coerced3;
}
}
}
if(typeof data6 === "string"){
if(func2(data6) > 1024){
const err11 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
if(data.language !== undefined){
let data7 = data.language;
if(typeof data7 !== "string"){
let dataType4 = typeof data7;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data7;
}
else if(data7 === null){
coerced4 = "";
}
else {
const err12 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(coerced4 !== undefined){
data7 = coerced4;
if(data !== undefined){
data["language"] = coerced4;
}
}
}
if(typeof data7 === "string"){
if(func2(data7) > 16){
const err13 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern0.test(data7)){
const err14 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/pattern",keyword:"pattern",params:{pattern: "^(auto|default|[a-z]{2}(_[A-Z]{2})?)$"},message:"must match pattern \""+"^(auto|default|[a-z]{2}(_[A-Z]{2})?)$"+"\""};
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
if(data.name !== undefined){
let data8 = data.name;
if(typeof data8 !== "string"){
let dataType5 = typeof data8;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 == "number" || dataType5 == "boolean"){
coerced5 = "" + data8;
}
else if(data8 === null){
coerced5 = "";
}
else {
const err15 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(coerced5 !== undefined){
data8 = coerced5;
if(data !== undefined){
data["name"] = coerced5;
}
}
}
if(typeof data8 === "string"){
if(func2(data8) > 128){
const err16 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
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
if(data.password !== undefined){
let data9 = data.password;
if(typeof data9 !== "string"){
let dataType6 = typeof data9;
let coerced6 = undefined;
if(!(coerced6 !== undefined)){
if(dataType6 == "number" || dataType6 == "boolean"){
coerced6 = "" + data9;
}
else if(data9 === null){
coerced6 = "";
}
else {
const err17 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(coerced6 !== undefined){
data9 = coerced6;
if(data !== undefined){
data["password"] = coerced6;
}
}
}
if(typeof data9 === "string"){
if(func2(data9) > 1024){
const err18 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func2(data9) < 1){
const err19 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

export const api_token_create = validate14;
const schema15 = {"type":"object","additionalProperties":false,"required":["name"],"properties":{"acls":{},"admin_id":{"type":"integer"},"expiration_date":{"type":["string","null"],"pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$"},"name":{"type":"string","maxLength":128,"pattern":"\\S"}}};
const pattern2 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$", "u");
const pattern3 = new RegExp("\\S", "u");

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "acls") || (key0 === "admin_id")) || (key0 === "expiration_date")) || (key0 === "name"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.admin_id !== undefined){
let data0 = data.admin_id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err2 = {instancePath:instancePath+"/admin_id",schemaPath:"#/properties/admin_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["admin_id"] = coerced0;
}
}
}
}
if(data.expiration_date !== undefined){
let data1 = data.expiration_date;
if((typeof data1 !== "string") && (data1 !== null)){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else if(data1 === "" || data1 === 0 || data1 === false){
coerced1 = null;
}
else {
const err3 = {instancePath:instancePath+"/expiration_date",schemaPath:"#/properties/expiration_date/type",keyword:"type",params:{type: schema15.properties.expiration_date.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["expiration_date"] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(!pattern2.test(data1)){
const err4 = {instancePath:instancePath+"/expiration_date",schemaPath:"#/properties/expiration_date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["name"] = coerced2;
}
}
}
if(typeof data2 === "string"){
if(func2(data2) > 128){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern3.test(data2)){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

export const api_token_update = validate15;
const schema16 = {"type":"object","additionalProperties":false,"properties":{"acls":{},"expiration_date":{"type":["string","null"],"pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$"},"name":{"type":"string","maxLength":128,"pattern":"\\S"}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "acls") || (key0 === "expiration_date")) || (key0 === "name"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.expiration_date !== undefined){
let data0 = data.expiration_date;
if((typeof data0 !== "string") && (data0 !== null)){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else if(data0 === "" || data0 === 0 || data0 === false){
coerced0 = null;
}
else {
const err1 = {instancePath:instancePath+"/expiration_date",schemaPath:"#/properties/expiration_date/type",keyword:"type",params:{type: schema16.properties.expiration_date.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["expiration_date"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(!pattern2.test(data0)){
const err2 = {instancePath:instancePath+"/expiration_date",schemaPath:"#/properties/expiration_date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["name"] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(func2(data1) > 128){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern3.test(data1)){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

export const config_set = validate16;
const schema17 = {"type":"object","additionalProperties":false,"required":["key","value"],"properties":{"key":{"type":"string"},"tenant_id":{"type":"integer"},"value":{"type":["string","null"],"maxLength":65535,"x-max-bytes":65535}}};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.key === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.value === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "key") || (key0 === "tenant_id")) || (key0 === "value"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.key !== undefined){
let data0 = data.key;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err3 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["key"] = coerced0;
}
}
}
}
if(data.tenant_id !== undefined){
let data1 = data.tenant_id;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
const err4 = {instancePath:instancePath+"/tenant_id",schemaPath:"#/properties/tenant_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["tenant_id"] = coerced1;
}
}
}
}
if(data.value !== undefined){
let data2 = data.value;
if((typeof data2 !== "string") && (data2 !== null)){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else if(data2 === "" || data2 === 0 || data2 === false){
coerced2 = null;
}
else {
const err5 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: schema17.properties.value.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["value"] = coerced2;
}
}
}
if(typeof data2 === "string"){
if(func2(data2) > 65535){
const err6 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/maxLength",keyword:"maxLength",params:{limit: 65535},message:"must NOT have more than 65535 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(Buffer.byteLength(data2, "utf8") > 65535){
const err7 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/x-max-bytes",keyword:"x-max-bytes",params:{},message:"must be at most 65535 bytes in UTF-8"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

export const config_ssl = validate17;
const schema18 = {"type":"object","additionalProperties":false,"required":["cert","key"],"properties":{"ca":{"type":"string","maxLength":65535,"x-max-bytes":65535},"cert":{"type":"string","maxLength":65535,"x-max-bytes":65535},"crl":{"type":"string","maxLength":65535,"x-max-bytes":65535},"key":{"type":"string"}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.cert === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cert"},message:"must have required property '"+"cert"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.key === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "ca") || (key0 === "cert")) || (key0 === "crl")) || (key0 === "key"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.ca !== undefined){
let data0 = data.ca;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err3 = {instancePath:instancePath+"/ca",schemaPath:"#/properties/ca/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["ca"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func2(data0) > 65535){
const err4 = {instancePath:instancePath+"/ca",schemaPath:"#/properties/ca/maxLength",keyword:"maxLength",params:{limit: 65535},message:"must NOT have more than 65535 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(Buffer.byteLength(data0, "utf8") > 65535){
const err5 = {instancePath:instancePath+"/ca",schemaPath:"#/properties/ca/x-max-bytes",keyword:"x-max-bytes",params:{},message:"must be at most 65535 bytes in UTF-8"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.cert !== undefined){
let data1 = data.cert;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err6 = {instancePath:instancePath+"/cert",schemaPath:"#/properties/cert/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["cert"] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(func2(data1) > 65535){
const err7 = {instancePath:instancePath+"/cert",schemaPath:"#/properties/cert/maxLength",keyword:"maxLength",params:{limit: 65535},message:"must NOT have more than 65535 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(Buffer.byteLength(data1, "utf8") > 65535){
const err8 = {instancePath:instancePath+"/cert",schemaPath:"#/properties/cert/x-max-bytes",keyword:"x-max-bytes",params:{},message:"must be at most 65535 bytes in UTF-8"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.crl !== undefined){
let data2 = data.crl;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err9 = {instancePath:instancePath+"/crl",schemaPath:"#/properties/crl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["crl"] = coerced2;
}
}
}
if(typeof data2 === "string"){
if(func2(data2) > 65535){
const err10 = {instancePath:instancePath+"/crl",schemaPath:"#/properties/crl/maxLength",keyword:"maxLength",params:{limit: 65535},message:"must NOT have more than 65535 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(Buffer.byteLength(data2, "utf8") > 65535){
const err11 = {instancePath:instancePath+"/crl",schemaPath:"#/properties/crl/x-max-bytes",keyword:"x-max-bytes",params:{},message:"must be at most 65535 bytes in UTF-8"};
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
if(data.key !== undefined){
let data3 = data.key;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
const err12 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["key"] = coerced3;
}
}
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
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

export const config_wat_update = validate18;
const schema19 = {"type":"object","additionalProperties":false,"properties":{"block":{"type":"integer","minimum":1,"maximum":10000},"language":{"type":"string","pattern":"^(auto|[a-z]{2}(_[A-Z]{2})?)$"},"tenant_id":{"type":"integer"}}};
const pattern6 = new RegExp("^(auto|[a-z]{2}(_[A-Z]{2})?)$", "u");

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "block") || (key0 === "language")) || (key0 === "tenant_id"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.block !== undefined){
let data0 = data.block;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err1 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["block"] = coerced0;
}
}
}
if(typeof data0 == "number"){
if(data0 > 10000 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.language !== undefined){
let data1 = data.language;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err4 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["language"] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
const err5 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/pattern",keyword:"pattern",params:{pattern: "^(auto|[a-z]{2}(_[A-Z]{2})?)$"},message:"must match pattern \""+"^(auto|[a-z]{2}(_[A-Z]{2})?)$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.tenant_id !== undefined){
let data2 = data.tenant_id;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 === "boolean" || data2 === null
              || (dataType2 === "string" && data2 && data2 == +data2 && !(data2 % 1))){
coerced2 = +data2;
}
else {
const err6 = {instancePath:instancePath+"/tenant_id",schemaPath:"#/properties/tenant_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["tenant_id"] = coerced2;
}
}
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}

export const di_create = validate19;
const schema20 = {"type":"object","additionalProperties":false,"required":["disk_image","osf_id"],"properties":{"__properties__":{"type":"object","additionalProperties":{"type":["string","number","boolean","null"],"x-max-bytes":65535}},"__tags__":{"type":"array","items":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9._-]+$"}},"blocked":{"type":"integer","enum":[0,1]},"description":{"type":["string","null"],"maxLength":1024},"disk_image":{"type":"string","maxLength":255,"pattern":"^[^/\\\\\\x00]*[^/\\\\\\x00\\s][^/\\\\\\x00]*$"},"osf_id":{"type":"integer"},"version":{"type":"string","maxLength":64,"pattern":"^[A-Za-z0-9._-]+$"}}};
const pattern7 = new RegExp("^[A-Za-z0-9._-]+$", "u");
const pattern8 = new RegExp("^[^/\\\\\\x00]*[^/\\\\\\x00\\s][^/\\\\\\x00]*$", "u");

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.disk_image === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "disk_image"},message:"must have required property '"+"disk_image"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.osf_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "osf_id"},message:"must have required property '"+"osf_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "__properties__") || (key0 === "__tags__")) || (key0 === "blocked")) || (key0 === "description")) || (key0 === "disk_image")) || (key0 === "osf_id")) || (key0 === "version"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.__properties__ !== undefined){
let data0 = data.__properties__;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
let data1 = data0[key1];
if((((typeof data1 !== "string") && (!(typeof data1 == "number"))) && (typeof data1 !== "boolean")) && (data1 !== null)){
let dataType0 = typeof data1;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data1;
}
else if(data1 === null){
coerced0 = "";
}
else if(dataType0 == "boolean" || data1 === null
              || (dataType0 == "string" && data1 && data1 == +data1)){
coerced0 = +data1;
}
else if(data1 === "false" || data1 === 0 || data1 === null){
coerced0 = false;
}
else if(data1 === "true" || data1 === 1){
coerced0 = true;
}
else if(data1 === "" || data1 === 0 || data1 === false){
coerced0 = null;
}
else {
const err3 = {instancePath:instancePath+"/__properties__/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/__properties__/additionalProperties/type",keyword:"type",params:{type: schema20.properties.__properties__.additionalProperties.type},message:"must be string,number,boolean,null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(coerced0 !== undefined){
data1 = coerced0;
if(data0 !== undefined){
data0[key1] = coerced0;
}
}
}
if(typeof data1 === "string"){
if(Buffer.byteLength(data1, "utf8") > 65535){
const err4 = {instancePath:instancePath+"/__properties__/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/__properties__/additionalProperties/x-max-bytes",keyword:"x-max-bytes",params:{},message:"must be at most 65535 bytes in UTF-8"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath:instancePath+"/__properties__",schemaPath:"#/properties/__properties__/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.__tags__ !== undefined){
let data2 = data.__tags__;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 !== "string"){
let dataType1 = typeof data3;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data3;
}
else if(data3 === null){
coerced1 = "";
}
else {
const err6 = {instancePath:instancePath+"/__tags__/" + i0,schemaPath:"#/properties/__tags__/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced1 !== undefined){
data3 = coerced1;
if(data2 !== undefined){
data2[i0] = coerced1;
}
}
}
if(typeof data3 === "string"){
if(func2(data3) > 64){
const err7 = {instancePath:instancePath+"/__tags__/" + i0,schemaPath:"#/properties/__tags__/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func2(data3) < 1){
const err8 = {instancePath:instancePath+"/__tags__/" + i0,schemaPath:"#/properties/__tags__/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern7.test(data3)){
const err9 = {instancePath:instancePath+"/__tags__/" + i0,schemaPath:"#/properties/__tags__/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._-]+$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
}
else {
const err10 = {instancePath:instancePath+"/__tags__",schemaPath:"#/properties/__tags__/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.blocked !== undefined){
let data4 = data.blocked;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
let dataType2 = typeof data4;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 === "boolean" || data4 === null
              || (dataType2 === "string" && data4 && data4 == +data4 && !(data4 % 1))){
coerced2 = +data4;
}
else {
const err11 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(coerced2 !== undefined){
data4 = coerced2;
if(data !== undefined){
data["blocked"] = coerced2;
}
}
}
if(!((data4 === 0) || (data4 === 1))){
const err12 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/enum",keyword:"enum",params:{allowedValues: schema20.properties.blocked.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.description !== undefined){
let data5 = data.description;
if((typeof data5 !== "string") && (data5 !== null)){
let dataType3 = typeof data5;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data5;
}
else if(data5 === null){
coerced3 = "";
}
else if(data5 === "" || data5 === 0 || data5 === false){
coerced3 = null;
}
else {
const err13 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema20.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(coerced3 !== undefined){
data5 = coerced3;
if(data !== undefined){
data["description"] = coerced3;
}
}
}
if(typeof data5 === "string"){
if(func2(data5) > 1024){
const err14 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
if(data.disk_image !== undefined){
let data6 = data.disk_image;
if(typeof data6 !== "string"){
let dataType4 = typeof data6;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data6;
}
else if(data6 === null){
coerced4 = "";
}
else {
const err15 = {instancePath:instancePath+"/disk_image",schemaPath:"#/properties/disk_image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(coerced4 !== undefined){
data6 = coerced4;
if(data !== undefined){
data["disk_image"] = coerced4;
}
}
}
if(typeof data6 === "string"){
if(func2(data6) > 255){
const err16 = {instancePath:instancePath+"/disk_image",schemaPath:"#/properties/disk_image/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern8.test(data6)){
const err17 = {instancePath:instancePath+"/disk_image",schemaPath:"#/properties/disk_image/pattern",keyword:"pattern",params:{pattern: "^[^/\\\\\\x00]*[^/\\\\\\x00\\s][^/\\\\\\x00]*$"},message:"must match pattern \""+"^[^/\\\\\\x00]*[^/\\\\\\x00\\s][^/\\\\\\x00]*$"+"\""};
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
if(data.osf_id !== undefined){
let data7 = data.osf_id;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
let dataType5 = typeof data7;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 === "boolean" || data7 === null
              || (dataType5 === "string" && data7 && data7 == +data7 && !(data7 % 1))){
coerced5 = +data7;
}
else {
const err18 = {instancePath:instancePath+"/osf_id",schemaPath:"#/properties/osf_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(coerced5 !== undefined){
data7 = coerced5;
if(data !== undefined){
data["osf_id"] = coerced5;
}
}
}
}
if(data.version !== undefined){
let data8 = data.version;
if(typeof data8 !== "string"){
let dataType6 = typeof data8;
let coerced6 = undefined;
if(!(coerced6 !== undefined)){
if(dataType6 == "number" || dataType6 == "boolean"){
coerced6 = "" + data8;
}
else if(data8 === null){
coerced6 = "";
}
else {
const err19 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(coerced6 !== undefined){
data8 = coerced6;
if(data !== undefined){
data["version"] = coerced6;
}
}
}
if(typeof data8 === "string"){
if(func2(data8) > 64){
const err20 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern7.test(data8)){
const err21 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._-]+$"+"\""};
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
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}

export const di_create_property_list = validate20;
const schema21 = {"type":"object","additionalProperties":false,"required":["property_id"],"properties":{"property_id":{"type":"integer"}}};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.property_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "property_id"},message:"must have required property '"+"property_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "property_id")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.property_id !== undefined){
let data0 = data.property_id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err2 = {instancePath:instancePath+"/property_id",schemaPath:"#/properties/property_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["property_id"] = coerced0;
}
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}

export const di_update = validate21;
const schema22 = {"type":"object","additionalProperties":false,"properties":{"__properties_changes__":{"type":"object","additionalProperties":false,"properties":{"set":{"type":"object","additionalProperties":{"type":["string","number","boolean","null"],"x-max-bytes":65535}},"delete":{"type":"array","items":{"type":"string"}}}},"__tags_changes__":{"type":"object","additionalProperties":false,"properties":{"create":{"type":"array","items":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9._-]+$"}},"delete":{"type":"array","items":{"type":"string"}}}},"blocked":{"type":"integer","enum":[0,1]},"description":{"type":["string","null"],"maxLength":1024}}};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "__properties_changes__") || (key0 === "__tags_changes__")) || (key0 === "blocked")) || (key0 === "description"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.__properties_changes__ !== undefined){
let data0 = data.__properties_changes__;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(!((key1 === "set") || (key1 === "delete"))){
const err1 = {instancePath:instancePath+"/__properties_changes__",schemaPath:"#/properties/__properties_changes__/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.set !== undefined){
let data1 = data0.set;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key2 in data1){
let data2 = data1[key2];
if((((typeof data2 !== "string") && (!(typeof data2 == "number"))) && (typeof data2 !== "boolean")) && (data2 !== null)){
let dataType0 = typeof data2;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data2;
}
else if(data2 === null){
coerced0 = "";
}
else if(dataType0 == "boolean" || data2 === null
              || (dataType0 == "string" && data2 && data2 == +data2)){
coerced0 = +data2;
}
else if(data2 === "false" || data2 === 0 || data2 === null){
coerced0 = false;
}
else if(data2 === "true" || data2 === 1){
coerced0 = true;
}
else if(data2 === "" || data2 === 0 || data2 === false){
coerced0 = null;
}
else {
const err2 = {instancePath:instancePath+"/__properties_changes__/set/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/__properties_changes__/properties/set/additionalProperties/type",keyword:"type",params:{type: schema22.properties.__properties_changes__.properties.set.additionalProperties.type},message:"must be string,number,boolean,null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data2 = coerced0;
if(data1 !== undefined){
data1[key2] = coerced0;
}
}
}
if(typeof data2 === "string"){
if(Buffer.byteLength(data2, "utf8") > 65535){
const err3 = {instancePath:instancePath+"/__properties_changes__/set/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/__properties_changes__/properties/set/additionalProperties/x-max-bytes",keyword:"x-max-bytes",params:{},message:"must be at most 65535 bytes in UTF-8"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath:instancePath+"/__properties_changes__/set",schemaPath:"#/properties/__properties_changes__/properties/set/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.delete !== undefined){
let data3 = data0.delete;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 !== "string"){
let dataType1 = typeof data4;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data4;
}
else if(data4 === null){
coerced1 = "";
}
else {
const err5 = {instancePath:instancePath+"/__properties_changes__/delete/" + i0,schemaPath:"#/properties/__properties_changes__/properties/delete/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(coerced1 !== undefined){
data4 = coerced1;
if(data3 !== undefined){
data3[i0] = coerced1;
}
}
}
}
}
else {
const err6 = {instancePath:instancePath+"/__properties_changes__/delete",schemaPath:"#/properties/__properties_changes__/properties/delete/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/__properties_changes__",schemaPath:"#/properties/__properties_changes__/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.__tags_changes__ !== undefined){
let data5 = data.__tags_changes__;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key3 in data5){
if(!((key3 === "create") || (key3 === "delete"))){
const err8 = {instancePath:instancePath+"/__tags_changes__",schemaPath:"#/properties/__tags_changes__/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data5.create !== undefined){
let data6 = data5.create;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
if(typeof data7 !== "string"){
let dataType2 = typeof data7;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data7;
}
else if(data7 === null){
coerced2 = "";
}
else {
const err9 = {instancePath:instancePath+"/__tags_changes__/create/" + i1,schemaPath:"#/properties/__tags_changes__/properties/create/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(coerced2 !== undefined){
data7 = coerced2;
if(data6 !== undefined){
data6[i1] = coerced2;
}
}
}
if(typeof data7 === "string"){
if(func2(data7) > 64){
const err10 = {instancePath:instancePath+"/__tags_changes__/create/" + i1,schemaPath:"#/properties/__tags_changes__/properties/create/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func2(data7) < 1){
const err11 = {instancePath:instancePath+"/__tags_changes__/create/" + i1,schemaPath:"#/properties/__tags_changes__/properties/create/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern7.test(data7)){
const err12 = {instancePath:instancePath+"/__tags_changes__/create/" + i1,schemaPath:"#/properties/__tags_changes__/properties/create/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._-]+$"+"\""};
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
const err13 = {instancePath:instancePath+"/__tags_changes__/create",schemaPath:"#/properties/__tags_changes__/properties/create/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data5.delete !== undefined){
let data8 = data5.delete;
if(Array.isArray(data8)){
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
let data9 = data8[i2];
if(typeof data9 !== "string"){
let dataType3 = typeof data9;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data9;
}
else if(data9 === null){
coerced3 = "";
}
else {
const err14 = {instancePath:instancePath+"/__tags_changes__/delete/" + i2,schemaPath:"#/properties/__tags_changes__/properties/delete/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(coerced3 !== undefined){
data9 = coerced3;
if(data8 !== undefined){
data8[i2] = coerced3;
}
}
}
}
}
else {
const err15 = {instancePath:instancePath+"/__tags_changes__/delete",schemaPath:"#/properties/__tags_changes__/properties/delete/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err16 = {instancePath:instancePath+"/__tags_changes__",schemaPath:"#/properties/__tags_changes__/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.blocked !== undefined){
let data10 = data.blocked;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
let dataType4 = typeof data10;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 === "boolean" || data10 === null
              || (dataType4 === "string" && data10 && data10 == +data10 && !(data10 % 1))){
coerced4 = +data10;
}
else {
const err17 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(coerced4 !== undefined){
data10 = coerced4;
if(data !== undefined){
data["blocked"] = coerced4;
}
}
}
if(!((data10 === 0) || (data10 === 1))){
const err18 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/enum",keyword:"enum",params:{allowedValues: schema22.properties.blocked.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.description !== undefined){
let data11 = data.description;
if((typeof data11 !== "string") && (data11 !== null)){
let dataType5 = typeof data11;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 == "number" || dataType5 == "boolean"){
coerced5 = "" + data11;
}
else if(data11 === null){
coerced5 = "";
}
else if(data11 === "" || data11 === 0 || data11 === false){
coerced5 = null;
}
else {
const err19 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema22.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(coerced5 !== undefined){
data11 = coerced5;
if(data !== undefined){
data["description"] = coerced5;
}
}
}
if(typeof data11 === "string"){
if(func2(data11) > 1024){
const err20 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}

export const host_create = validate22;
const schema23 = {"type":"object","additionalProperties":false,"required":["address","name"],"properties":{"__properties__":{"type":"object","additionalProperties":{"type":["string","number","boolean","null"],"x-max-bytes":65535}},"address":{"type":"string","maxLength":128,"pattern":"^[A-Za-z0-9.:_-]+$"},"backend":{"type":"integer","enum":[0,1]},"blocked":{"type":"integer","enum":[0,1]},"description":{"type":["string","null"],"maxLength":1024},"frontend":{"type":"integer","enum":[0,1]},"name":{"type":"string","maxLength":128},"state":{"type":"string","enum":["stopped","starting","running","stopping","lost"]}}};
const pattern11 = new RegExp("^[A-Za-z0-9.:_-]+$", "u");

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.address === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "__properties__") || (key0 === "address")) || (key0 === "backend")) || (key0 === "blocked")) || (key0 === "description")) || (key0 === "frontend")) || (key0 === "name")) || (key0 === "state"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.__properties__ !== undefined){
let data0 = data.__properties__;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
let data1 = data0[key1];
if((((typeof data1 !== "string") && (!(typeof data1 == "number"))) && (typeof data1 !== "boolean")) && (data1 !== null)){
let dataType0 = typeof data1;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data1;
}
else if(data1 === null){
coerced0 = "";
}
else if(dataType0 == "boolean" || data1 === null
              || (dataType0 == "string" && data1 && data1 == +data1)){
coerced0 = +data1;
}
else if(data1 === "false" || data1 === 0 || data1 === null){
coerced0 = false;
}
else if(data1 === "true" || data1 === 1){
coerced0 = true;
}
else if(data1 === "" || data1 === 0 || data1 === false){
coerced0 = null;
}
else {
const err3 = {instancePath:instancePath+"/__properties__/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/__properties__/additionalProperties/type",keyword:"type",params:{type: schema23.properties.__properties__.additionalProperties.type},message:"must be string,number,boolean,null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(coerced0 !== undefined){
data1 = coerced0;
if(data0 !== undefined){
data0[key1] = coerced0;
}
}
}
if(typeof data1 === "string"){
if(Buffer.byteLength(data1, "utf8") > 65535){
const err4 = {instancePath:instancePath+"/__properties__/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/__properties__/additionalProperties/x-max-bytes",keyword:"x-max-bytes",params:{},message:"must be at most 65535 bytes in UTF-8"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath:instancePath+"/__properties__",schemaPath:"#/properties/__properties__/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.address !== undefined){
let data2 = data.address;
if(typeof data2 !== "string"){
let dataType1 = typeof data2;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data2;
}
else if(data2 === null){
coerced1 = "";
}
else {
const err6 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced1 !== undefined){
data2 = coerced1;
if(data !== undefined){
data["address"] = coerced1;
}
}
}
if(typeof data2 === "string"){
if(func2(data2) > 128){
const err7 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern11.test(data2)){
const err8 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9.:_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9.:_-]+$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.backend !== undefined){
let data3 = data.backend;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
let dataType2 = typeof data3;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 === "boolean" || data3 === null
              || (dataType2 === "string" && data3 && data3 == +data3 && !(data3 % 1))){
coerced2 = +data3;
}
else {
const err9 = {instancePath:instancePath+"/backend",schemaPath:"#/properties/backend/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(coerced2 !== undefined){
data3 = coerced2;
if(data !== undefined){
data["backend"] = coerced2;
}
}
}
if(!((data3 === 0) || (data3 === 1))){
const err10 = {instancePath:instancePath+"/backend",schemaPath:"#/properties/backend/enum",keyword:"enum",params:{allowedValues: schema23.properties.backend.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.blocked !== undefined){
let data4 = data.blocked;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
let dataType3 = typeof data4;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 === "boolean" || data4 === null
              || (dataType3 === "string" && data4 && data4 == +data4 && !(data4 % 1))){
coerced3 = +data4;
}
else {
const err11 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(coerced3 !== undefined){
data4 = coerced3;
if(data !== undefined){
data["blocked"] = coerced3;
}
}
}
if(!((data4 === 0) || (data4 === 1))){
const err12 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/enum",keyword:"enum",params:{allowedValues: schema23.properties.blocked.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.description !== undefined){
let data5 = data.description;
if((typeof data5 !== "string") && (data5 !== null)){
let dataType4 = typeof data5;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data5;
}
else if(data5 === null){
coerced4 = "";
}
else if(data5 === "" || data5 === 0 || data5 === false){
coerced4 = null;
}
else {
const err13 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema23.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(coerced4 !== undefined){
data5 = coerced4;
if(data !== undefined){
data["description"] = coerced4;
}
}
}
if(typeof data5 === "string"){
if(func2(data5) > 1024){
const err14 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
if(data.frontend !== undefined){
let data6 = data.frontend;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
let dataType5 = typeof data6;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 === "boolean" || data6 === null
              || (dataType5 === "string" && data6 && data6 == +data6 && !(data6 % 1))){
coerced5 = +data6;
}
else {
const err15 = {instancePath:instancePath+"/frontend",schemaPath:"#/properties/frontend/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(coerced5 !== undefined){
data6 = coerced5;
if(data !== undefined){
data["frontend"] = coerced5;
}
}
}
if(!((data6 === 0) || (data6 === 1))){
const err16 = {instancePath:instancePath+"/frontend",schemaPath:"#/properties/frontend/enum",keyword:"enum",params:{allowedValues: schema23.properties.frontend.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.name !== undefined){
let data7 = data.name;
if(typeof data7 !== "string"){
let dataType6 = typeof data7;
let coerced6 = undefined;
if(!(coerced6 !== undefined)){
if(dataType6 == "number" || dataType6 == "boolean"){
coerced6 = "" + data7;
}
else if(data7 === null){
coerced6 = "";
}
else {
const err17 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(coerced6 !== undefined){
data7 = coerced6;
if(data !== undefined){
data["name"] = coerced6;
}
}
}
if(typeof data7 === "string"){
if(func2(data7) > 128){
const err18 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
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
if(data.state !== undefined){
let data8 = data.state;
if(typeof data8 !== "string"){
let dataType7 = typeof data8;
let coerced7 = undefined;
if(!(coerced7 !== undefined)){
if(dataType7 == "number" || dataType7 == "boolean"){
coerced7 = "" + data8;
}
else if(data8 === null){
coerced7 = "";
}
else {
const err19 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(coerced7 !== undefined){
data8 = coerced7;
if(data !== undefined){
data["state"] = coerced7;
}
}
}
if(!(((((data8 === "stopped") || (data8 === "starting")) || (data8 === "running")) || (data8 === "stopping")) || (data8 === "lost"))){
const err20 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/enum",keyword:"enum",params:{allowedValues: schema23.properties.state.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}

export const host_create_property_list = validate23;
const schema24 = {"type":"object","additionalProperties":false,"required":["property_id"],"properties":{"property_id":{"type":"integer"}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.property_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "property_id"},message:"must have required property '"+"property_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "property_id")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.property_id !== undefined){
let data0 = data.property_id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err2 = {instancePath:instancePath+"/property_id",schemaPath:"#/properties/property_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["property_id"] = coerced0;
}
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}

export const host_update = validate24;
const schema25 = {"type":"object","additionalProperties":false,"properties":{"__properties_changes__":{"type":"object","additionalProperties":false,"properties":{"set":{"type":"object","additionalProperties":{"type":["string","number","boolean","null"],"x-max-bytes":65535}},"delete":{"type":"array","items":{"type":"string"}}}},"address":{"type":"string","maxLength":128,"pattern":"^[A-Za-z0-9.:_-]+$"},"blocked":{"type":"integer","enum":[0,1]},"description":{"type":["string","null"],"maxLength":1024},"name":{"type":"string","maxLength":128}}};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "__properties_changes__") || (key0 === "address")) || (key0 === "blocked")) || (key0 === "description")) || (key0 === "name"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.__properties_changes__ !== undefined){
let data0 = data.__properties_changes__;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(!((key1 === "set") || (key1 === "delete"))){
const err1 = {instancePath:instancePath+"/__properties_changes__",schemaPath:"#/properties/__properties_changes__/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.set !== undefined){
let data1 = data0.set;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key2 in data1){
let data2 = data1[key2];
if((((typeof data2 !== "string") && (!(typeof data2 == "number"))) && (typeof data2 !== "boolean")) && (data2 !== null)){
let dataType0 = typeof data2;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data2;
}
else if(data2 === null){
coerced0 = "";
}
else if(dataType0 == "boolean" || data2 === null
              || (dataType0 == "string" && data2 && data2 == +data2)){
coerced0 = +data2;
}
else if(data2 === "false" || data2 === 0 || data2 === null){
coerced0 = false;
}
else if(data2 === "true" || data2 === 1){
coerced0 = true;
}
else if(data2 === "" || data2 === 0 || data2 === false){
coerced0 = null;
}
else {
const err2 = {instancePath:instancePath+"/__properties_changes__/set/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/__properties_changes__/properties/set/additionalProperties/type",keyword:"type",params:{type: schema25.properties.__properties_changes__.properties.set.additionalProperties.type},message:"must be string,number,boolean,null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data2 = coerced0;
if(data1 !== undefined){
data1[key2] = coerced0;
}
}
}
if(typeof data2 === "string"){
if(Buffer.byteLength(data2, "utf8") > 65535){
const err3 = {instancePath:instancePath+"/__properties_changes__/set/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/__properties_changes__/properties/set/additionalProperties/x-max-bytes",keyword:"x-max-bytes",params:{},message:"must be at most 65535 bytes in UTF-8"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath:instancePath+"/__properties_changes__/set",schemaPath:"#/properties/__properties_changes__/properties/set/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.delete !== undefined){
let data3 = data0.delete;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 !== "string"){
let dataType1 = typeof data4;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data4;
}
else if(data4 === null){
coerced1 = "";
}
else {
const err5 = {instancePath:instancePath+"/__properties_changes__/delete/" + i0,schemaPath:"#/properties/__properties_changes__/properties/delete/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(coerced1 !== undefined){
data4 = coerced1;
if(data3 !== undefined){
data3[i0] = coerced1;
}
}
}
}
}
else {
const err6 = {instancePath:instancePath+"/__properties_changes__/delete",schemaPath:"#/properties/__properties_changes__/properties/delete/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/__properties_changes__",schemaPath:"#/properties/__properties_changes__/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.address !== undefined){
let data5 = data.address;
if(typeof data5 !== "string"){
let dataType2 = typeof data5;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data5;
}
else if(data5 === null){
coerced2 = "";
}
else {
const err8 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced2 !== undefined){
data5 = coerced2;
if(data !== undefined){
data["address"] = coerced2;
}
}
}
if(typeof data5 === "string"){
if(func2(data5) > 128){
const err9 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern11.test(data5)){
const err10 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9.:_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9.:_-]+$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.blocked !== undefined){
let data6 = data.blocked;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
let dataType3 = typeof data6;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 === "boolean" || data6 === null
              || (dataType3 === "string" && data6 && data6 == +data6 && !(data6 % 1))){
coerced3 = +data6;
}
else {
const err11 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(coerced3 !== undefined){
data6 = coerced3;
if(data !== undefined){
data["blocked"] = coerced3;
}
}
}
if(!((data6 === 0) || (data6 === 1))){
const err12 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/enum",keyword:"enum",params:{allowedValues: schema25.properties.blocked.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.description !== undefined){
let data7 = data.description;
if((typeof data7 !== "string") && (data7 !== null)){
let dataType4 = typeof data7;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data7;
}
else if(data7 === null){
coerced4 = "";
}
else if(data7 === "" || data7 === 0 || data7 === false){
coerced4 = null;
}
else {
const err13 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema25.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(coerced4 !== undefined){
data7 = coerced4;
if(data !== undefined){
data["description"] = coerced4;
}
}
}
if(typeof data7 === "string"){
if(func2(data7) > 1024){
const err14 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
if(data.name !== undefined){
let data8 = data.name;
if(typeof data8 !== "string"){
let dataType5 = typeof data8;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 == "number" || dataType5 == "boolean"){
coerced5 = "" + data8;
}
else if(data8 === null){
coerced5 = "";
}
else {
const err15 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(coerced5 !== undefined){
data8 = coerced5;
if(data !== undefined){
data["name"] = coerced5;
}
}
}
if(typeof data8 === "string"){
if(func2(data8) > 128){
const err16 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
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
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}

export const myadmin_second_factor_confirm = validate25;
const schema26 = {"type":"object","additionalProperties":false,"required":["totp"],"properties":{"totp":{"type":"string","maxLength":64}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.totp === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totp"},message:"must have required property '"+"totp"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "totp")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.totp !== undefined){
let data0 = data.totp;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err2 = {instancePath:instancePath+"/totp",schemaPath:"#/properties/totp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["totp"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func2(data0) > 64){
const err3 = {instancePath:instancePath+"/totp",schemaPath:"#/properties/totp/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}

export const myadmin_second_factor_remove = validate26;
const schema27 = {"type":"object","additionalProperties":false,"properties":{"totp":{"type":"string","maxLength":64}}};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "totp")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.totp !== undefined){
let data0 = data.totp;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err1 = {instancePath:instancePath+"/totp",schemaPath:"#/properties/totp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["totp"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func2(data0) > 64){
const err2 = {instancePath:instancePath+"/totp",schemaPath:"#/properties/totp/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}

export const myadmin_update = validate27;
const schema28 = {"type":"object","additionalProperties":false,"properties":{"block":{"type":"integer","minimum":0,"maximum":10000},"description":{"type":["string","null"],"maxLength":1024},"language":{"type":"string","maxLength":16,"pattern":"^(auto|default|[a-z]{2}(_[A-Z]{2})?)$"},"name":{"type":"string","maxLength":128},"password":{"type":"string","minLength":1,"maxLength":1024}}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "block") || (key0 === "description")) || (key0 === "language")) || (key0 === "name")) || (key0 === "password"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.block !== undefined){
let data0 = data.block;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err1 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["block"] = coerced0;
}
}
}
if(typeof data0 == "number"){
if(data0 > 10000 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.description !== undefined){
let data1 = data.description;
if((typeof data1 !== "string") && (data1 !== null)){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else if(data1 === "" || data1 === 0 || data1 === false){
coerced1 = null;
}
else {
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema28.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["description"] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(func2(data1) > 1024){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.language !== undefined){
let data2 = data.language;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err6 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["language"] = coerced2;
}
}
}
if(typeof data2 === "string"){
if(func2(data2) > 16){
const err7 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern0.test(data2)){
const err8 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/pattern",keyword:"pattern",params:{pattern: "^(auto|default|[a-z]{2}(_[A-Z]{2})?)$"},message:"must match pattern \""+"^(auto|default|[a-z]{2}(_[A-Z]{2})?)$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.name !== undefined){
let data3 = data.name;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["name"] = coerced3;
}
}
}
if(typeof data3 === "string"){
if(func2(data3) > 128){
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.password !== undefined){
let data4 = data.password;
if(typeof data4 !== "string"){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data4;
}
else if(data4 === null){
coerced4 = "";
}
else {
const err11 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data !== undefined){
data["password"] = coerced4;
}
}
}
if(typeof data4 === "string"){
if(func2(data4) > 1024){
const err12 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func2(data4) < 1){
const err13 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}

export const mytenant_update = validate28;
const schema29 = {"type":"object","additionalProperties":false,"properties":{"block":{"type":"integer","minimum":1,"maximum":10000},"description":{"type":["string","null"],"maxLength":1024},"language":{"type":"string","maxLength":16,"pattern":"^(auto|[a-z]{2}(_[A-Z]{2})?)$"},"name":{"type":"string","maxLength":128}}};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "block") || (key0 === "description")) || (key0 === "language")) || (key0 === "name"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.block !== undefined){
let data0 = data.block;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err1 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["block"] = coerced0;
}
}
}
if(typeof data0 == "number"){
if(data0 > 10000 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.description !== undefined){
let data1 = data.description;
if((typeof data1 !== "string") && (data1 !== null)){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else if(data1 === "" || data1 === 0 || data1 === false){
coerced1 = null;
}
else {
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema29.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["description"] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(func2(data1) > 1024){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.language !== undefined){
let data2 = data.language;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err6 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["language"] = coerced2;
}
}
}
if(typeof data2 === "string"){
if(func2(data2) > 16){
const err7 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern6.test(data2)){
const err8 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/pattern",keyword:"pattern",params:{pattern: "^(auto|[a-z]{2}(_[A-Z]{2})?)$"},message:"must match pattern \""+"^(auto|[a-z]{2}(_[A-Z]{2})?)$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.name !== undefined){
let data3 = data.name;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["name"] = coerced3;
}
}
}
if(typeof data3 === "string"){
if(func2(data3) > 128){
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}

export const osf_create = validate29;
const schema30 = {"type":"object","additionalProperties":false,"required":["name"],"properties":{"__properties__":{"type":"object","additionalProperties":{"type":["string","number","boolean","null"],"x-max-bytes":65535}},"description":{"type":["string","null"],"maxLength":1024},"memory":{"type":"integer","minimum":64,"maximum":1048576},"name":{"type":"string","maxLength":128},"overlay":{"type":"integer","enum":[0,1]},"tenant_id":{"type":"integer"},"user_storage":{"type":"integer","minimum":0,"maximum":10000000}}};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "__properties__") || (key0 === "description")) || (key0 === "memory")) || (key0 === "name")) || (key0 === "overlay")) || (key0 === "tenant_id")) || (key0 === "user_storage"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.__properties__ !== undefined){
let data0 = data.__properties__;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
let data1 = data0[key1];
if((((typeof data1 !== "string") && (!(typeof data1 == "number"))) && (typeof data1 !== "boolean")) && (data1 !== null)){
let dataType0 = typeof data1;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data1;
}
else if(data1 === null){
coerced0 = "";
}
else if(dataType0 == "boolean" || data1 === null
              || (dataType0 == "string" && data1 && data1 == +data1)){
coerced0 = +data1;
}
else if(data1 === "false" || data1 === 0 || data1 === null){
coerced0 = false;
}
else if(data1 === "true" || data1 === 1){
coerced0 = true;
}
else if(data1 === "" || data1 === 0 || data1 === false){
coerced0 = null;
}
else {
const err2 = {instancePath:instancePath+"/__properties__/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/__properties__/additionalProperties/type",keyword:"type",params:{type: schema30.properties.__properties__.additionalProperties.type},message:"must be string,number,boolean,null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data1 = coerced0;
if(data0 !== undefined){
data0[key1] = coerced0;
}
}
}
if(typeof data1 === "string"){
if(Buffer.byteLength(data1, "utf8") > 65535){
const err3 = {instancePath:instancePath+"/__properties__/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/__properties__/additionalProperties/x-max-bytes",keyword:"x-max-bytes",params:{},message:"must be at most 65535 bytes in UTF-8"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath:instancePath+"/__properties__",schemaPath:"#/properties/__properties__/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
let data2 = data.description;
if((typeof data2 !== "string") && (data2 !== null)){
let dataType1 = typeof data2;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data2;
}
else if(data2 === null){
coerced1 = "";
}
else if(data2 === "" || data2 === 0 || data2 === false){
coerced1 = null;
}
else {
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema30.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(coerced1 !== undefined){
data2 = coerced1;
if(data !== undefined){
data["description"] = coerced1;
}
}
}
if(typeof data2 === "string"){
if(func2(data2) > 1024){
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.memory !== undefined){
let data3 = data.memory;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
let dataType2 = typeof data3;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 === "boolean" || data3 === null
              || (dataType2 === "string" && data3 && data3 == +data3 && !(data3 % 1))){
coerced2 = +data3;
}
else {
const err7 = {instancePath:instancePath+"/memory",schemaPath:"#/properties/memory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(coerced2 !== undefined){
data3 = coerced2;
if(data !== undefined){
data["memory"] = coerced2;
}
}
}
if(typeof data3 == "number"){
if(data3 > 1048576 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/memory",schemaPath:"#/properties/memory/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1048576},message:"must be <= 1048576"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3 < 64 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/memory",schemaPath:"#/properties/memory/minimum",keyword:"minimum",params:{comparison: ">=", limit: 64},message:"must be >= 64"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.name !== undefined){
let data4 = data.name;
if(typeof data4 !== "string"){
let dataType3 = typeof data4;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data4;
}
else if(data4 === null){
coerced3 = "";
}
else {
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(coerced3 !== undefined){
data4 = coerced3;
if(data !== undefined){
data["name"] = coerced3;
}
}
}
if(typeof data4 === "string"){
if(func2(data4) > 128){
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
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
if(data.overlay !== undefined){
let data5 = data.overlay;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
let dataType4 = typeof data5;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 === "boolean" || data5 === null
              || (dataType4 === "string" && data5 && data5 == +data5 && !(data5 % 1))){
coerced4 = +data5;
}
else {
const err12 = {instancePath:instancePath+"/overlay",schemaPath:"#/properties/overlay/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(coerced4 !== undefined){
data5 = coerced4;
if(data !== undefined){
data["overlay"] = coerced4;
}
}
}
if(!((data5 === 0) || (data5 === 1))){
const err13 = {instancePath:instancePath+"/overlay",schemaPath:"#/properties/overlay/enum",keyword:"enum",params:{allowedValues: schema30.properties.overlay.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.tenant_id !== undefined){
let data6 = data.tenant_id;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
let dataType5 = typeof data6;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 === "boolean" || data6 === null
              || (dataType5 === "string" && data6 && data6 == +data6 && !(data6 % 1))){
coerced5 = +data6;
}
else {
const err14 = {instancePath:instancePath+"/tenant_id",schemaPath:"#/properties/tenant_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(coerced5 !== undefined){
data6 = coerced5;
if(data !== undefined){
data["tenant_id"] = coerced5;
}
}
}
}
if(data.user_storage !== undefined){
let data7 = data.user_storage;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
let dataType6 = typeof data7;
let coerced6 = undefined;
if(!(coerced6 !== undefined)){
if(dataType6 === "boolean" || data7 === null
              || (dataType6 === "string" && data7 && data7 == +data7 && !(data7 % 1))){
coerced6 = +data7;
}
else {
const err15 = {instancePath:instancePath+"/user_storage",schemaPath:"#/properties/user_storage/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(coerced6 !== undefined){
data7 = coerced6;
if(data !== undefined){
data["user_storage"] = coerced6;
}
}
}
if(typeof data7 == "number"){
if(data7 > 10000000 || isNaN(data7)){
const err16 = {instancePath:instancePath+"/user_storage",schemaPath:"#/properties/user_storage/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err17 = {instancePath:instancePath+"/user_storage",schemaPath:"#/properties/user_storage/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}

export const osf_create_property_list = validate30;
const schema31 = {"type":"object","additionalProperties":false,"required":["property_id"],"properties":{"property_id":{"type":"integer"}}};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.property_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "property_id"},message:"must have required property '"+"property_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "property_id")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.property_id !== undefined){
let data0 = data.property_id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err2 = {instancePath:instancePath+"/property_id",schemaPath:"#/properties/property_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["property_id"] = coerced0;
}
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}

export const osf_update = validate31;
const schema32 = {"type":"object","additionalProperties":false,"properties":{"__properties_changes__":{"type":"object","additionalProperties":false,"properties":{"set":{"type":"object","additionalProperties":{"type":["string","number","boolean","null"],"x-max-bytes":65535}},"delete":{"type":"array","items":{"type":"string"}}}},"description":{"type":["string","null"],"maxLength":1024},"memory":{"type":"integer","minimum":64,"maximum":1048576},"name":{"type":"string","maxLength":128},"overlay":{"type":"integer","enum":[0,1]},"user_storage":{"type":"integer","minimum":0,"maximum":10000000}}};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "__properties_changes__") || (key0 === "description")) || (key0 === "memory")) || (key0 === "name")) || (key0 === "overlay")) || (key0 === "user_storage"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.__properties_changes__ !== undefined){
let data0 = data.__properties_changes__;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(!((key1 === "set") || (key1 === "delete"))){
const err1 = {instancePath:instancePath+"/__properties_changes__",schemaPath:"#/properties/__properties_changes__/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.set !== undefined){
let data1 = data0.set;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key2 in data1){
let data2 = data1[key2];
if((((typeof data2 !== "string") && (!(typeof data2 == "number"))) && (typeof data2 !== "boolean")) && (data2 !== null)){
let dataType0 = typeof data2;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data2;
}
else if(data2 === null){
coerced0 = "";
}
else if(dataType0 == "boolean" || data2 === null
              || (dataType0 == "string" && data2 && data2 == +data2)){
coerced0 = +data2;
}
else if(data2 === "false" || data2 === 0 || data2 === null){
coerced0 = false;
}
else if(data2 === "true" || data2 === 1){
coerced0 = true;
}
else if(data2 === "" || data2 === 0 || data2 === false){
coerced0 = null;
}
else {
const err2 = {instancePath:instancePath+"/__properties_changes__/set/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/__properties_changes__/properties/set/additionalProperties/type",keyword:"type",params:{type: schema32.properties.__properties_changes__.properties.set.additionalProperties.type},message:"must be string,number,boolean,null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data2 = coerced0;
if(data1 !== undefined){
data1[key2] = coerced0;
}
}
}
if(typeof data2 === "string"){
if(Buffer.byteLength(data2, "utf8") > 65535){
const err3 = {instancePath:instancePath+"/__properties_changes__/set/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/__properties_changes__/properties/set/additionalProperties/x-max-bytes",keyword:"x-max-bytes",params:{},message:"must be at most 65535 bytes in UTF-8"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath:instancePath+"/__properties_changes__/set",schemaPath:"#/properties/__properties_changes__/properties/set/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.delete !== undefined){
let data3 = data0.delete;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 !== "string"){
let dataType1 = typeof data4;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data4;
}
else if(data4 === null){
coerced1 = "";
}
else {
const err5 = {instancePath:instancePath+"/__properties_changes__/delete/" + i0,schemaPath:"#/properties/__properties_changes__/properties/delete/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(coerced1 !== undefined){
data4 = coerced1;
if(data3 !== undefined){
data3[i0] = coerced1;
}
}
}
}
}
else {
const err6 = {instancePath:instancePath+"/__properties_changes__/delete",schemaPath:"#/properties/__properties_changes__/properties/delete/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/__properties_changes__",schemaPath:"#/properties/__properties_changes__/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.description !== undefined){
let data5 = data.description;
if((typeof data5 !== "string") && (data5 !== null)){
let dataType2 = typeof data5;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data5;
}
else if(data5 === null){
coerced2 = "";
}
else if(data5 === "" || data5 === 0 || data5 === false){
coerced2 = null;
}
else {
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema32.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced2 !== undefined){
data5 = coerced2;
if(data !== undefined){
data["description"] = coerced2;
}
}
}
if(typeof data5 === "string"){
if(func2(data5) > 1024){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.memory !== undefined){
let data6 = data.memory;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
let dataType3 = typeof data6;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 === "boolean" || data6 === null
              || (dataType3 === "string" && data6 && data6 == +data6 && !(data6 % 1))){
coerced3 = +data6;
}
else {
const err10 = {instancePath:instancePath+"/memory",schemaPath:"#/properties/memory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(coerced3 !== undefined){
data6 = coerced3;
if(data !== undefined){
data["memory"] = coerced3;
}
}
}
if(typeof data6 == "number"){
if(data6 > 1048576 || isNaN(data6)){
const err11 = {instancePath:instancePath+"/memory",schemaPath:"#/properties/memory/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1048576},message:"must be <= 1048576"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data6 < 64 || isNaN(data6)){
const err12 = {instancePath:instancePath+"/memory",schemaPath:"#/properties/memory/minimum",keyword:"minimum",params:{comparison: ">=", limit: 64},message:"must be >= 64"};
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
if(data.name !== undefined){
let data7 = data.name;
if(typeof data7 !== "string"){
let dataType4 = typeof data7;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data7;
}
else if(data7 === null){
coerced4 = "";
}
else {
const err13 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(coerced4 !== undefined){
data7 = coerced4;
if(data !== undefined){
data["name"] = coerced4;
}
}
}
if(typeof data7 === "string"){
if(func2(data7) > 128){
const err14 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
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
if(data.overlay !== undefined){
let data8 = data.overlay;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
let dataType5 = typeof data8;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 === "boolean" || data8 === null
              || (dataType5 === "string" && data8 && data8 == +data8 && !(data8 % 1))){
coerced5 = +data8;
}
else {
const err15 = {instancePath:instancePath+"/overlay",schemaPath:"#/properties/overlay/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(coerced5 !== undefined){
data8 = coerced5;
if(data !== undefined){
data["overlay"] = coerced5;
}
}
}
if(!((data8 === 0) || (data8 === 1))){
const err16 = {instancePath:instancePath+"/overlay",schemaPath:"#/properties/overlay/enum",keyword:"enum",params:{allowedValues: schema32.properties.overlay.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.user_storage !== undefined){
let data9 = data.user_storage;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
let dataType6 = typeof data9;
let coerced6 = undefined;
if(!(coerced6 !== undefined)){
if(dataType6 === "boolean" || data9 === null
              || (dataType6 === "string" && data9 && data9 == +data9 && !(data9 % 1))){
coerced6 = +data9;
}
else {
const err17 = {instancePath:instancePath+"/user_storage",schemaPath:"#/properties/user_storage/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(coerced6 !== undefined){
data9 = coerced6;
if(data !== undefined){
data["user_storage"] = coerced6;
}
}
}
if(typeof data9 == "number"){
if(data9 > 10000000 || isNaN(data9)){
const err18 = {instancePath:instancePath+"/user_storage",schemaPath:"#/properties/user_storage/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err19 = {instancePath:instancePath+"/user_storage",schemaPath:"#/properties/user_storage/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}

export const property_create = validate32;
const schema33 = {"type":"object","additionalProperties":false,"required":["key"],"properties":{"__property_assign__":{"type":"array","items":{"enum":["user","vm","host","osf","di"]}},"description":{"type":["string","null"],"maxLength":1024},"key":{"type":"string","maxLength":128,"pattern":"^[A-Za-z0-9_.-]+$"},"tenant_id":{"type":"integer"}}};
const pattern15 = new RegExp("^[A-Za-z0-9_.-]+$", "u");

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.key === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "__property_assign__") || (key0 === "description")) || (key0 === "key")) || (key0 === "tenant_id"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.__property_assign__ !== undefined){
let data0 = data.__property_assign__;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(!(((((data1 === "user") || (data1 === "vm")) || (data1 === "host")) || (data1 === "osf")) || (data1 === "di"))){
const err2 = {instancePath:instancePath+"/__property_assign__/" + i0,schemaPath:"#/properties/__property_assign__/items/enum",keyword:"enum",params:{allowedValues: schema33.properties.__property_assign__.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath:instancePath+"/__property_assign__",schemaPath:"#/properties/__property_assign__/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.description !== undefined){
let data2 = data.description;
if((typeof data2 !== "string") && (data2 !== null)){
let dataType0 = typeof data2;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data2;
}
else if(data2 === null){
coerced0 = "";
}
else if(data2 === "" || data2 === 0 || data2 === false){
coerced0 = null;
}
else {
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema33.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced0 !== undefined){
data2 = coerced0;
if(data !== undefined){
data["description"] = coerced0;
}
}
}
if(typeof data2 === "string"){
if(func2(data2) > 1024){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.key !== undefined){
let data3 = data.key;
if(typeof data3 !== "string"){
let dataType1 = typeof data3;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data3;
}
else if(data3 === null){
coerced1 = "";
}
else {
const err6 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced1 !== undefined){
data3 = coerced1;
if(data !== undefined){
data["key"] = coerced1;
}
}
}
if(typeof data3 === "string"){
if(func2(data3) > 128){
const err7 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern15.test(data3)){
const err8 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]+$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.tenant_id !== undefined){
let data4 = data.tenant_id;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
let dataType2 = typeof data4;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 === "boolean" || data4 === null
              || (dataType2 === "string" && data4 && data4 == +data4 && !(data4 % 1))){
coerced2 = +data4;
}
else {
const err9 = {instancePath:instancePath+"/tenant_id",schemaPath:"#/properties/tenant_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(coerced2 !== undefined){
data4 = coerced2;
if(data !== undefined){
data["tenant_id"] = coerced2;
}
}
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}

export const property_update = validate33;
const schema34 = {"type":"object","additionalProperties":false,"properties":{"description":{"type":["string","null"],"maxLength":1024},"key":{"type":"string","maxLength":128,"pattern":"^[A-Za-z0-9_.-]+$"}}};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "description") || (key0 === "key"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.description !== undefined){
let data0 = data.description;
if((typeof data0 !== "string") && (data0 !== null)){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else if(data0 === "" || data0 === 0 || data0 === false){
coerced0 = null;
}
else {
const err1 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema34.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["description"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func2(data0) > 1024){
const err2 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
if(data.key !== undefined){
let data1 = data.key;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err3 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["key"] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(func2(data1) > 128){
const err4 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern15.test(data1)){
const err5 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]+$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}

export const role_create = validate34;
const schema35 = {"type":"object","additionalProperties":false,"required":["name"],"properties":{"__acls__":{"type":"array","items":{"type":["string","integer"]}},"__roles__":{"type":"array","items":{"type":["string","integer"]}},"description":{"type":["string","null"],"maxLength":1024},"fixed":{"type":"integer","enum":[0,1]},"internal":{"type":"integer","enum":[0,1]},"name":{"type":"string","maxLength":128},"tenant_id":{"type":"integer"}}};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "__acls__") || (key0 === "__roles__")) || (key0 === "description")) || (key0 === "fixed")) || (key0 === "internal")) || (key0 === "name")) || (key0 === "tenant_id"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.__acls__ !== undefined){
let data0 = data.__acls__;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if((typeof data1 !== "string") && (!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))))){
let dataType0 = typeof data1;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data1;
}
else if(data1 === null){
coerced0 = "";
}
else if(dataType0 === "boolean" || data1 === null
              || (dataType0 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced0 = +data1;
}
else {
const err2 = {instancePath:instancePath+"/__acls__/" + i0,schemaPath:"#/properties/__acls__/items/type",keyword:"type",params:{type: schema35.properties.__acls__.items.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data1 = coerced0;
if(data0 !== undefined){
data0[i0] = coerced0;
}
}
}
}
}
else {
const err3 = {instancePath:instancePath+"/__acls__",schemaPath:"#/properties/__acls__/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.__roles__ !== undefined){
let data2 = data.__roles__;
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if((typeof data3 !== "string") && (!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))))){
let dataType1 = typeof data3;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data3;
}
else if(data3 === null){
coerced1 = "";
}
else if(dataType1 === "boolean" || data3 === null
              || (dataType1 === "string" && data3 && data3 == +data3 && !(data3 % 1))){
coerced1 = +data3;
}
else {
const err4 = {instancePath:instancePath+"/__roles__/" + i1,schemaPath:"#/properties/__roles__/items/type",keyword:"type",params:{type: schema35.properties.__roles__.items.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data3 = coerced1;
if(data2 !== undefined){
data2[i1] = coerced1;
}
}
}
}
}
else {
const err5 = {instancePath:instancePath+"/__roles__",schemaPath:"#/properties/__roles__/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.description !== undefined){
let data4 = data.description;
if((typeof data4 !== "string") && (data4 !== null)){
let dataType2 = typeof data4;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data4;
}
else if(data4 === null){
coerced2 = "";
}
else if(data4 === "" || data4 === 0 || data4 === false){
coerced2 = null;
}
else {
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema35.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced2 !== undefined){
data4 = coerced2;
if(data !== undefined){
data["description"] = coerced2;
}
}
}
if(typeof data4 === "string"){
if(func2(data4) > 1024){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.fixed !== undefined){
let data5 = data.fixed;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
let dataType3 = typeof data5;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 === "boolean" || data5 === null
              || (dataType3 === "string" && data5 && data5 == +data5 && !(data5 % 1))){
coerced3 = +data5;
}
else {
const err8 = {instancePath:instancePath+"/fixed",schemaPath:"#/properties/fixed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced3 !== undefined){
data5 = coerced3;
if(data !== undefined){
data["fixed"] = coerced3;
}
}
}
if(!((data5 === 0) || (data5 === 1))){
const err9 = {instancePath:instancePath+"/fixed",schemaPath:"#/properties/fixed/enum",keyword:"enum",params:{allowedValues: schema35.properties.fixed.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.internal !== undefined){
let data6 = data.internal;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
let dataType4 = typeof data6;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 === "boolean" || data6 === null
              || (dataType4 === "string" && data6 && data6 == +data6 && !(data6 % 1))){
coerced4 = +data6;
}
else {
const err10 = {instancePath:instancePath+"/internal",schemaPath:"#/properties/internal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(coerced4 !== undefined){
data6 = coerced4;
if(data !== undefined){
data["internal"] = coerced4;
}
}
}
if(!((data6 === 0) || (data6 === 1))){
const err11 = {instancePath:instancePath+"/internal",schemaPath:"#/properties/internal/enum",keyword:"enum",params:{allowedValues: schema35.properties.internal.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.name !== undefined){
let data7 = data.name;
if(typeof data7 !== "string"){
let dataType5 = typeof data7;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 == "number" || dataType5 == "boolean"){
coerced5 = "" + data7;
}
else if(data7 === null){
coerced5 = "";
}
else {
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(coerced5 !== undefined){
data7 = coerced5;
if(data !== undefined){
data["name"] = coerced5;
}
}
}
if(typeof data7 === "string"){
if(func2(data7) > 128){
const err13 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.tenant_id !== undefined){
let data8 = data.tenant_id;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
let dataType6 = typeof data8;
let coerced6 = undefined;
if(!(coerced6 !== undefined)){
if(dataType6 === "boolean" || data8 === null
              || (dataType6 === "string" && data8 && data8 == +data8 && !(data8 % 1))){
coerced6 = +data8;
}
else {
const err14 = {instancePath:instancePath+"/tenant_id",schemaPath:"#/properties/tenant_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(coerced6 !== undefined){
data8 = coerced6;
if(data !== undefined){
data["tenant_id"] = coerced6;
}
}
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}

export const role_update = validate35;
const schema36 = {"type":"object","additionalProperties":false,"properties":{"__acls_changes__":{"type":"object","additionalProperties":false,"properties":{"assign_acls":{"type":"array","items":{"type":["string","integer"]}},"unassign_acls":{"type":"array","items":{"type":["string","integer"]}}}},"__roles_changes__":{"type":"object","additionalProperties":false,"properties":{"assign_roles":{"type":"array","items":{"type":["string","integer"]}},"unassign_roles":{"type":"array","items":{"type":["string","integer"]}},"assign_acls":{"type":"array","items":{"type":["string","integer"]}},"unassign_acls":{"type":"array","items":{"type":["string","integer"]}}}},"description":{"type":["string","null"],"maxLength":1024},"name":{"type":"string","maxLength":128}}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "__acls_changes__") || (key0 === "__roles_changes__")) || (key0 === "description")) || (key0 === "name"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.__acls_changes__ !== undefined){
let data0 = data.__acls_changes__;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(!((key1 === "assign_acls") || (key1 === "unassign_acls"))){
const err1 = {instancePath:instancePath+"/__acls_changes__",schemaPath:"#/properties/__acls_changes__/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.assign_acls !== undefined){
let data1 = data0.assign_acls;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if((typeof data2 !== "string") && (!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))))){
let dataType0 = typeof data2;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data2;
}
else if(data2 === null){
coerced0 = "";
}
else if(dataType0 === "boolean" || data2 === null
              || (dataType0 === "string" && data2 && data2 == +data2 && !(data2 % 1))){
coerced0 = +data2;
}
else {
const err2 = {instancePath:instancePath+"/__acls_changes__/assign_acls/" + i0,schemaPath:"#/properties/__acls_changes__/properties/assign_acls/items/type",keyword:"type",params:{type: schema36.properties.__acls_changes__.properties.assign_acls.items.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data2 = coerced0;
if(data1 !== undefined){
data1[i0] = coerced0;
}
}
}
}
}
else {
const err3 = {instancePath:instancePath+"/__acls_changes__/assign_acls",schemaPath:"#/properties/__acls_changes__/properties/assign_acls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.unassign_acls !== undefined){
let data3 = data0.unassign_acls;
if(Array.isArray(data3)){
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if((typeof data4 !== "string") && (!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))))){
let dataType1 = typeof data4;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data4;
}
else if(data4 === null){
coerced1 = "";
}
else if(dataType1 === "boolean" || data4 === null
              || (dataType1 === "string" && data4 && data4 == +data4 && !(data4 % 1))){
coerced1 = +data4;
}
else {
const err4 = {instancePath:instancePath+"/__acls_changes__/unassign_acls/" + i1,schemaPath:"#/properties/__acls_changes__/properties/unassign_acls/items/type",keyword:"type",params:{type: schema36.properties.__acls_changes__.properties.unassign_acls.items.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data4 = coerced1;
if(data3 !== undefined){
data3[i1] = coerced1;
}
}
}
}
}
else {
const err5 = {instancePath:instancePath+"/__acls_changes__/unassign_acls",schemaPath:"#/properties/__acls_changes__/properties/unassign_acls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/__acls_changes__",schemaPath:"#/properties/__acls_changes__/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.__roles_changes__ !== undefined){
let data5 = data.__roles_changes__;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key2 in data5){
if(!((((key2 === "assign_roles") || (key2 === "unassign_roles")) || (key2 === "assign_acls")) || (key2 === "unassign_acls"))){
const err7 = {instancePath:instancePath+"/__roles_changes__",schemaPath:"#/properties/__roles_changes__/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data5.assign_roles !== undefined){
let data6 = data5.assign_roles;
if(Array.isArray(data6)){
const len2 = data6.length;
for(let i2=0; i2<len2; i2++){
let data7 = data6[i2];
if((typeof data7 !== "string") && (!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))))){
let dataType2 = typeof data7;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data7;
}
else if(data7 === null){
coerced2 = "";
}
else if(dataType2 === "boolean" || data7 === null
              || (dataType2 === "string" && data7 && data7 == +data7 && !(data7 % 1))){
coerced2 = +data7;
}
else {
const err8 = {instancePath:instancePath+"/__roles_changes__/assign_roles/" + i2,schemaPath:"#/properties/__roles_changes__/properties/assign_roles/items/type",keyword:"type",params:{type: schema36.properties.__roles_changes__.properties.assign_roles.items.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced2 !== undefined){
data7 = coerced2;
if(data6 !== undefined){
data6[i2] = coerced2;
}
}
}
}
}
else {
const err9 = {instancePath:instancePath+"/__roles_changes__/assign_roles",schemaPath:"#/properties/__roles_changes__/properties/assign_roles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data5.unassign_roles !== undefined){
let data8 = data5.unassign_roles;
if(Array.isArray(data8)){
const len3 = data8.length;
for(let i3=0; i3<len3; i3++){
let data9 = data8[i3];
if((typeof data9 !== "string") && (!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))))){
let dataType3 = typeof data9;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data9;
}
else if(data9 === null){
coerced3 = "";
}
else if(dataType3 === "boolean" || data9 === null
              || (dataType3 === "string" && data9 && data9 == +data9 && !(data9 % 1))){
coerced3 = +data9;
}
else {
const err10 = {instancePath:instancePath+"/__roles_changes__/unassign_roles/" + i3,schemaPath:"#/properties/__roles_changes__/properties/unassign_roles/items/type",keyword:"type",params:{type: schema36.properties.__roles_changes__.properties.unassign_roles.items.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(coerced3 !== undefined){
data9 = coerced3;
if(data8 !== undefined){
data8[i3] = coerced3;
}
}
}
}
}
else {
const err11 = {instancePath:instancePath+"/__roles_changes__/unassign_roles",schemaPath:"#/properties/__roles_changes__/properties/unassign_roles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data5.assign_acls !== undefined){
let data10 = data5.assign_acls;
if(Array.isArray(data10)){
const len4 = data10.length;
for(let i4=0; i4<len4; i4++){
let data11 = data10[i4];
if((typeof data11 !== "string") && (!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))))){
let dataType4 = typeof data11;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data11;
}
else if(data11 === null){
coerced4 = "";
}
else if(dataType4 === "boolean" || data11 === null
              || (dataType4 === "string" && data11 && data11 == +data11 && !(data11 % 1))){
coerced4 = +data11;
}
else {
const err12 = {instancePath:instancePath+"/__roles_changes__/assign_acls/" + i4,schemaPath:"#/properties/__roles_changes__/properties/assign_acls/items/type",keyword:"type",params:{type: schema36.properties.__roles_changes__.properties.assign_acls.items.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(coerced4 !== undefined){
data11 = coerced4;
if(data10 !== undefined){
data10[i4] = coerced4;
}
}
}
}
}
else {
const err13 = {instancePath:instancePath+"/__roles_changes__/assign_acls",schemaPath:"#/properties/__roles_changes__/properties/assign_acls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data5.unassign_acls !== undefined){
let data12 = data5.unassign_acls;
if(Array.isArray(data12)){
const len5 = data12.length;
for(let i5=0; i5<len5; i5++){
let data13 = data12[i5];
if((typeof data13 !== "string") && (!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))))){
let dataType5 = typeof data13;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 == "number" || dataType5 == "boolean"){
coerced5 = "" + data13;
}
else if(data13 === null){
coerced5 = "";
}
else if(dataType5 === "boolean" || data13 === null
              || (dataType5 === "string" && data13 && data13 == +data13 && !(data13 % 1))){
coerced5 = +data13;
}
else {
const err14 = {instancePath:instancePath+"/__roles_changes__/unassign_acls/" + i5,schemaPath:"#/properties/__roles_changes__/properties/unassign_acls/items/type",keyword:"type",params:{type: schema36.properties.__roles_changes__.properties.unassign_acls.items.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(coerced5 !== undefined){
data13 = coerced5;
if(data12 !== undefined){
data12[i5] = coerced5;
}
}
}
}
}
else {
const err15 = {instancePath:instancePath+"/__roles_changes__/unassign_acls",schemaPath:"#/properties/__roles_changes__/properties/unassign_acls/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err16 = {instancePath:instancePath+"/__roles_changes__",schemaPath:"#/properties/__roles_changes__/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.description !== undefined){
let data14 = data.description;
if((typeof data14 !== "string") && (data14 !== null)){
let dataType6 = typeof data14;
let coerced6 = undefined;
if(!(coerced6 !== undefined)){
if(dataType6 == "number" || dataType6 == "boolean"){
coerced6 = "" + data14;
}
else if(data14 === null){
coerced6 = "";
}
else if(data14 === "" || data14 === 0 || data14 === false){
coerced6 = null;
}
else {
const err17 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema36.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(coerced6 !== undefined){
data14 = coerced6;
if(data !== undefined){
data["description"] = coerced6;
}
}
}
if(typeof data14 === "string"){
if(func2(data14) > 1024){
const err18 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
if(data.name !== undefined){
let data15 = data.name;
if(typeof data15 !== "string"){
let dataType7 = typeof data15;
let coerced7 = undefined;
if(!(coerced7 !== undefined)){
if(dataType7 == "number" || dataType7 == "boolean"){
coerced7 = "" + data15;
}
else if(data15 === null){
coerced7 = "";
}
else {
const err19 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(coerced7 !== undefined){
data15 = coerced7;
if(data !== undefined){
data["name"] = coerced7;
}
}
}
if(typeof data15 === "string"){
if(func2(data15) > 128){
const err20 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}

export const tenant_attribute_view_set = validate36;
const schema37 = {"type":"object","additionalProperties":false,"required":["field","svc_object","visible"],"properties":{"device_type":{"type":"string","enum":["desktop","mobile"]},"field":{"type":"string","maxLength":128},"svc_object":{"type":"string","enum":["user","vm","host","osf","di","role","administrator","tenant","log"]},"tenant_id":{"type":"integer"},"view_type":{"type":"string","enum":["list_column","filter"]},"visible":{"type":"integer","enum":[0,1]}}};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.field === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.svc_object === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "svc_object"},message:"must have required property '"+"svc_object"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.visible === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "visible"},message:"must have required property '"+"visible"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "device_type") || (key0 === "field")) || (key0 === "svc_object")) || (key0 === "tenant_id")) || (key0 === "view_type")) || (key0 === "visible"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.device_type !== undefined){
let data0 = data.device_type;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err4 = {instancePath:instancePath+"/device_type",schemaPath:"#/properties/device_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["device_type"] = coerced0;
}
}
}
if(!((data0 === "desktop") || (data0 === "mobile"))){
const err5 = {instancePath:instancePath+"/device_type",schemaPath:"#/properties/device_type/enum",keyword:"enum",params:{allowedValues: schema37.properties.device_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.field !== undefined){
let data1 = data.field;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err6 = {instancePath:instancePath+"/field",schemaPath:"#/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["field"] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(func2(data1) > 128){
const err7 = {instancePath:instancePath+"/field",schemaPath:"#/properties/field/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.svc_object !== undefined){
let data2 = data.svc_object;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err8 = {instancePath:instancePath+"/svc_object",schemaPath:"#/properties/svc_object/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["svc_object"] = coerced2;
}
}
}
if(!(((((((((data2 === "user") || (data2 === "vm")) || (data2 === "host")) || (data2 === "osf")) || (data2 === "di")) || (data2 === "role")) || (data2 === "administrator")) || (data2 === "tenant")) || (data2 === "log"))){
const err9 = {instancePath:instancePath+"/svc_object",schemaPath:"#/properties/svc_object/enum",keyword:"enum",params:{allowedValues: schema37.properties.svc_object.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.tenant_id !== undefined){
let data3 = data.tenant_id;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 === "boolean" || data3 === null
              || (dataType3 === "string" && data3 && data3 == +data3 && !(data3 % 1))){
coerced3 = +data3;
}
else {
const err10 = {instancePath:instancePath+"/tenant_id",schemaPath:"#/properties/tenant_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["tenant_id"] = coerced3;
}
}
}
}
if(data.view_type !== undefined){
let data4 = data.view_type;
if(typeof data4 !== "string"){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data4;
}
else if(data4 === null){
coerced4 = "";
}
else {
const err11 = {instancePath:instancePath+"/view_type",schemaPath:"#/properties/view_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data !== undefined){
data["view_type"] = coerced4;
}
}
}
if(!((data4 === "list_column") || (data4 === "filter"))){
const err12 = {instancePath:instancePath+"/view_type",schemaPath:"#/properties/view_type/enum",keyword:"enum",params:{allowedValues: schema37.properties.view_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.visible !== undefined){
let data5 = data.visible;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
let dataType5 = typeof data5;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 === "boolean" || data5 === null
              || (dataType5 === "string" && data5 && data5 == +data5 && !(data5 % 1))){
coerced5 = +data5;
}
else {
const err13 = {instancePath:instancePath+"/visible",schemaPath:"#/properties/visible/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(coerced5 !== undefined){
data5 = coerced5;
if(data !== undefined){
data["visible"] = coerced5;
}
}
}
if(!((data5 === 0) || (data5 === 1))){
const err14 = {instancePath:instancePath+"/visible",schemaPath:"#/properties/visible/enum",keyword:"enum",params:{allowedValues: schema37.properties.visible.enum},message:"must be equal to one of the allowed values"};
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
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}

export const tenant_create = validate37;
const schema38 = {"type":"object","additionalProperties":false,"required":["name"],"properties":{"block":{"type":"integer","minimum":1,"maximum":10000},"blocked":{"type":"integer","enum":[0,1]},"description":{"type":["string","null"],"maxLength":1024},"language":{"type":"string","maxLength":16,"pattern":"^(auto|[a-z]{2}(_[A-Z]{2})?)$"},"name":{"type":"string","maxLength":128}}};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "block") || (key0 === "blocked")) || (key0 === "description")) || (key0 === "language")) || (key0 === "name"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.block !== undefined){
let data0 = data.block;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err2 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["block"] = coerced0;
}
}
}
if(typeof data0 == "number"){
if(data0 > 10000 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.blocked !== undefined){
let data1 = data.blocked;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
const err5 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["blocked"] = coerced1;
}
}
}
if(!((data1 === 0) || (data1 === 1))){
const err6 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/enum",keyword:"enum",params:{allowedValues: schema38.properties.blocked.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.description !== undefined){
let data2 = data.description;
if((typeof data2 !== "string") && (data2 !== null)){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else if(data2 === "" || data2 === 0 || data2 === false){
coerced2 = null;
}
else {
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema38.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["description"] = coerced2;
}
}
}
if(typeof data2 === "string"){
if(func2(data2) > 1024){
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.language !== undefined){
let data3 = data.language;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
const err9 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["language"] = coerced3;
}
}
}
if(typeof data3 === "string"){
if(func2(data3) > 16){
const err10 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern6.test(data3)){
const err11 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/pattern",keyword:"pattern",params:{pattern: "^(auto|[a-z]{2}(_[A-Z]{2})?)$"},message:"must match pattern \""+"^(auto|[a-z]{2}(_[A-Z]{2})?)$"+"\""};
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
if(data.name !== undefined){
let data4 = data.name;
if(typeof data4 !== "string"){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data4;
}
else if(data4 === null){
coerced4 = "";
}
else {
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data !== undefined){
data["name"] = coerced4;
}
}
}
if(typeof data4 === "string"){
if(func2(data4) > 128){
const err13 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}

export const tenant_property_view_set = validate38;
const schema39 = {"type":"object","additionalProperties":false,"required":["svc_obj_prop_id","visible"],"properties":{"device_type":{"type":"string","enum":["desktop","mobile"]},"svc_obj_prop_id":{"type":"integer"},"view_type":{"type":"string","enum":["list_column","filter"]},"visible":{"type":"integer","enum":[0,1]}}};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.svc_obj_prop_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "svc_obj_prop_id"},message:"must have required property '"+"svc_obj_prop_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.visible === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "visible"},message:"must have required property '"+"visible"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "device_type") || (key0 === "svc_obj_prop_id")) || (key0 === "view_type")) || (key0 === "visible"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.device_type !== undefined){
let data0 = data.device_type;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err3 = {instancePath:instancePath+"/device_type",schemaPath:"#/properties/device_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["device_type"] = coerced0;
}
}
}
if(!((data0 === "desktop") || (data0 === "mobile"))){
const err4 = {instancePath:instancePath+"/device_type",schemaPath:"#/properties/device_type/enum",keyword:"enum",params:{allowedValues: schema39.properties.device_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.svc_obj_prop_id !== undefined){
let data1 = data.svc_obj_prop_id;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
const err5 = {instancePath:instancePath+"/svc_obj_prop_id",schemaPath:"#/properties/svc_obj_prop_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["svc_obj_prop_id"] = coerced1;
}
}
}
}
if(data.view_type !== undefined){
let data2 = data.view_type;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err6 = {instancePath:instancePath+"/view_type",schemaPath:"#/properties/view_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["view_type"] = coerced2;
}
}
}
if(!((data2 === "list_column") || (data2 === "filter"))){
const err7 = {instancePath:instancePath+"/view_type",schemaPath:"#/properties/view_type/enum",keyword:"enum",params:{allowedValues: schema39.properties.view_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.visible !== undefined){
let data3 = data.visible;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 === "boolean" || data3 === null
              || (dataType3 === "string" && data3 && data3 == +data3 && !(data3 % 1))){
coerced3 = +data3;
}
else {
const err8 = {instancePath:instancePath+"/visible",schemaPath:"#/properties/visible/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["visible"] = coerced3;
}
}
}
if(!((data3 === 0) || (data3 === 1))){
const err9 = {instancePath:instancePath+"/visible",schemaPath:"#/properties/visible/enum",keyword:"enum",params:{allowedValues: schema39.properties.visible.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}

export const tenant_update = validate39;
const schema40 = {"type":"object","additionalProperties":false,"properties":{"block":{"type":"integer","minimum":1,"maximum":10000},"blocked":{"type":"integer","enum":[0,1]},"description":{"type":["string","null"],"maxLength":1024},"language":{"type":"string","maxLength":16,"pattern":"^(auto|[a-z]{2}(_[A-Z]{2})?)$"},"name":{"type":"string","maxLength":128}}};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "block") || (key0 === "blocked")) || (key0 === "description")) || (key0 === "language")) || (key0 === "name"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.block !== undefined){
let data0 = data.block;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err1 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["block"] = coerced0;
}
}
}
if(typeof data0 == "number"){
if(data0 > 10000 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.blocked !== undefined){
let data1 = data.blocked;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
const err4 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["blocked"] = coerced1;
}
}
}
if(!((data1 === 0) || (data1 === 1))){
const err5 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/enum",keyword:"enum",params:{allowedValues: schema40.properties.blocked.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.description !== undefined){
let data2 = data.description;
if((typeof data2 !== "string") && (data2 !== null)){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else if(data2 === "" || data2 === 0 || data2 === false){
coerced2 = null;
}
else {
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema40.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["description"] = coerced2;
}
}
}
if(typeof data2 === "string"){
if(func2(data2) > 1024){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.language !== undefined){
let data3 = data.language;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
const err8 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["language"] = coerced3;
}
}
}
if(typeof data3 === "string"){
if(func2(data3) > 16){
const err9 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern6.test(data3)){
const err10 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/pattern",keyword:"pattern",params:{pattern: "^(auto|[a-z]{2}(_[A-Z]{2})?)$"},message:"must match pattern \""+"^(auto|[a-z]{2}(_[A-Z]{2})?)$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.name !== undefined){
let data4 = data.name;
if(typeof data4 !== "string"){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data4;
}
else if(data4 === null){
coerced4 = "";
}
else {
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data !== undefined){
data["name"] = coerced4;
}
}
}
if(typeof data4 === "string"){
if(func2(data4) > 128){
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
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
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}

export const user_create = validate40;
const schema41 = {"type":"object","additionalProperties":false,"required":["name","password"],"properties":{"__properties__":{"type":"object","additionalProperties":{"type":["string","number","boolean","null"],"x-max-bytes":65535}},"blocked":{"type":"integer","enum":[0,1]},"description":{"type":["string","null"],"maxLength":1024},"name":{"type":"string","maxLength":128},"password":{"type":"string","minLength":1,"maxLength":1024},"tenant_id":{"type":"integer"}}};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.password === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "__properties__") || (key0 === "blocked")) || (key0 === "description")) || (key0 === "name")) || (key0 === "password")) || (key0 === "tenant_id"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.__properties__ !== undefined){
let data0 = data.__properties__;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
let data1 = data0[key1];
if((((typeof data1 !== "string") && (!(typeof data1 == "number"))) && (typeof data1 !== "boolean")) && (data1 !== null)){
let dataType0 = typeof data1;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data1;
}
else if(data1 === null){
coerced0 = "";
}
else if(dataType0 == "boolean" || data1 === null
              || (dataType0 == "string" && data1 && data1 == +data1)){
coerced0 = +data1;
}
else if(data1 === "false" || data1 === 0 || data1 === null){
coerced0 = false;
}
else if(data1 === "true" || data1 === 1){
coerced0 = true;
}
else if(data1 === "" || data1 === 0 || data1 === false){
coerced0 = null;
}
else {
const err3 = {instancePath:instancePath+"/__properties__/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/__properties__/additionalProperties/type",keyword:"type",params:{type: schema41.properties.__properties__.additionalProperties.type},message:"must be string,number,boolean,null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(coerced0 !== undefined){
data1 = coerced0;
if(data0 !== undefined){
data0[key1] = coerced0;
}
}
}
if(typeof data1 === "string"){
if(Buffer.byteLength(data1, "utf8") > 65535){
const err4 = {instancePath:instancePath+"/__properties__/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/__properties__/additionalProperties/x-max-bytes",keyword:"x-max-bytes",params:{},message:"must be at most 65535 bytes in UTF-8"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath:instancePath+"/__properties__",schemaPath:"#/properties/__properties__/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.blocked !== undefined){
let data2 = data.blocked;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
let dataType1 = typeof data2;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data2 === null
              || (dataType1 === "string" && data2 && data2 == +data2 && !(data2 % 1))){
coerced1 = +data2;
}
else {
const err6 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced1 !== undefined){
data2 = coerced1;
if(data !== undefined){
data["blocked"] = coerced1;
}
}
}
if(!((data2 === 0) || (data2 === 1))){
const err7 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/enum",keyword:"enum",params:{allowedValues: schema41.properties.blocked.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if((typeof data3 !== "string") && (data3 !== null)){
let dataType2 = typeof data3;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data3;
}
else if(data3 === null){
coerced2 = "";
}
else if(data3 === "" || data3 === 0 || data3 === false){
coerced2 = null;
}
else {
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema41.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced2 !== undefined){
data3 = coerced2;
if(data !== undefined){
data["description"] = coerced2;
}
}
}
if(typeof data3 === "string"){
if(func2(data3) > 1024){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.name !== undefined){
let data4 = data.name;
if(typeof data4 !== "string"){
let dataType3 = typeof data4;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data4;
}
else if(data4 === null){
coerced3 = "";
}
else {
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(coerced3 !== undefined){
data4 = coerced3;
if(data !== undefined){
data["name"] = coerced3;
}
}
}
if(typeof data4 === "string"){
if(func2(data4) > 128){
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
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
if(data.password !== undefined){
let data5 = data.password;
if(typeof data5 !== "string"){
let dataType4 = typeof data5;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data5;
}
else if(data5 === null){
coerced4 = "";
}
else {
const err12 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(coerced4 !== undefined){
data5 = coerced4;
if(data !== undefined){
data["password"] = coerced4;
}
}
}
if(typeof data5 === "string"){
if(func2(data5) > 1024){
const err13 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func2(data5) < 1){
const err14 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
if(data.tenant_id !== undefined){
let data6 = data.tenant_id;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
let dataType5 = typeof data6;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 === "boolean" || data6 === null
              || (dataType5 === "string" && data6 && data6 == +data6 && !(data6 % 1))){
coerced5 = +data6;
}
else {
const err15 = {instancePath:instancePath+"/tenant_id",schemaPath:"#/properties/tenant_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(coerced5 !== undefined){
data6 = coerced5;
if(data !== undefined){
data["tenant_id"] = coerced5;
}
}
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}

export const user_create_property_list = validate41;
const schema42 = {"type":"object","additionalProperties":false,"required":["property_id"],"properties":{"property_id":{"type":"integer"}}};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.property_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "property_id"},message:"must have required property '"+"property_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "property_id")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.property_id !== undefined){
let data0 = data.property_id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err2 = {instancePath:instancePath+"/property_id",schemaPath:"#/properties/property_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["property_id"] = coerced0;
}
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}

export const user_update = validate42;
const schema43 = {"type":"object","additionalProperties":false,"properties":{"__properties_changes__":{"type":"object","additionalProperties":false,"properties":{"set":{"type":"object","additionalProperties":{"type":["string","number","boolean","null"],"x-max-bytes":65535}},"delete":{"type":"array","items":{"type":"string"}}}},"blocked":{"type":"integer","enum":[0,1]},"description":{"type":["string","null"],"maxLength":1024},"name":{"type":"string","maxLength":128},"password":{"type":"string","minLength":1,"maxLength":1024}}};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "__properties_changes__") || (key0 === "blocked")) || (key0 === "description")) || (key0 === "name")) || (key0 === "password"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.__properties_changes__ !== undefined){
let data0 = data.__properties_changes__;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(!((key1 === "set") || (key1 === "delete"))){
const err1 = {instancePath:instancePath+"/__properties_changes__",schemaPath:"#/properties/__properties_changes__/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.set !== undefined){
let data1 = data0.set;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key2 in data1){
let data2 = data1[key2];
if((((typeof data2 !== "string") && (!(typeof data2 == "number"))) && (typeof data2 !== "boolean")) && (data2 !== null)){
let dataType0 = typeof data2;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data2;
}
else if(data2 === null){
coerced0 = "";
}
else if(dataType0 == "boolean" || data2 === null
              || (dataType0 == "string" && data2 && data2 == +data2)){
coerced0 = +data2;
}
else if(data2 === "false" || data2 === 0 || data2 === null){
coerced0 = false;
}
else if(data2 === "true" || data2 === 1){
coerced0 = true;
}
else if(data2 === "" || data2 === 0 || data2 === false){
coerced0 = null;
}
else {
const err2 = {instancePath:instancePath+"/__properties_changes__/set/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/__properties_changes__/properties/set/additionalProperties/type",keyword:"type",params:{type: schema43.properties.__properties_changes__.properties.set.additionalProperties.type},message:"must be string,number,boolean,null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data2 = coerced0;
if(data1 !== undefined){
data1[key2] = coerced0;
}
}
}
if(typeof data2 === "string"){
if(Buffer.byteLength(data2, "utf8") > 65535){
const err3 = {instancePath:instancePath+"/__properties_changes__/set/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/__properties_changes__/properties/set/additionalProperties/x-max-bytes",keyword:"x-max-bytes",params:{},message:"must be at most 65535 bytes in UTF-8"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath:instancePath+"/__properties_changes__/set",schemaPath:"#/properties/__properties_changes__/properties/set/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.delete !== undefined){
let data3 = data0.delete;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 !== "string"){
let dataType1 = typeof data4;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data4;
}
else if(data4 === null){
coerced1 = "";
}
else {
const err5 = {instancePath:instancePath+"/__properties_changes__/delete/" + i0,schemaPath:"#/properties/__properties_changes__/properties/delete/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(coerced1 !== undefined){
data4 = coerced1;
if(data3 !== undefined){
data3[i0] = coerced1;
}
}
}
}
}
else {
const err6 = {instancePath:instancePath+"/__properties_changes__/delete",schemaPath:"#/properties/__properties_changes__/properties/delete/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/__properties_changes__",schemaPath:"#/properties/__properties_changes__/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.blocked !== undefined){
let data5 = data.blocked;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
let dataType2 = typeof data5;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 === "boolean" || data5 === null
              || (dataType2 === "string" && data5 && data5 == +data5 && !(data5 % 1))){
coerced2 = +data5;
}
else {
const err8 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced2 !== undefined){
data5 = coerced2;
if(data !== undefined){
data["blocked"] = coerced2;
}
}
}
if(!((data5 === 0) || (data5 === 1))){
const err9 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/enum",keyword:"enum",params:{allowedValues: schema43.properties.blocked.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.description !== undefined){
let data6 = data.description;
if((typeof data6 !== "string") && (data6 !== null)){
let dataType3 = typeof data6;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data6;
}
else if(data6 === null){
coerced3 = "";
}
else if(data6 === "" || data6 === 0 || data6 === false){
coerced3 = null;
}
else {
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema43.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(coerced3 !== undefined){
data6 = coerced3;
if(data !== undefined){
data["description"] = coerced3;
}
}
}
if(typeof data6 === "string"){
if(func2(data6) > 1024){
const err11 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
if(data.name !== undefined){
let data7 = data.name;
if(typeof data7 !== "string"){
let dataType4 = typeof data7;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data7;
}
else if(data7 === null){
coerced4 = "";
}
else {
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(coerced4 !== undefined){
data7 = coerced4;
if(data !== undefined){
data["name"] = coerced4;
}
}
}
if(typeof data7 === "string"){
if(func2(data7) > 128){
const err13 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.password !== undefined){
let data8 = data.password;
if(typeof data8 !== "string"){
let dataType5 = typeof data8;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 == "number" || dataType5 == "boolean"){
coerced5 = "" + data8;
}
else if(data8 === null){
coerced5 = "";
}
else {
const err14 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(coerced5 !== undefined){
data8 = coerced5;
if(data !== undefined){
data["password"] = coerced5;
}
}
}
if(typeof data8 === "string"){
if(func2(data8) > 1024){
const err15 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func2(data8) < 1){
const err16 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}

export const vm_create = validate43;
const schema44 = {"type":"object","additionalProperties":false,"required":["name","osf_id","user_id"],"properties":{"__properties__":{"type":"object","additionalProperties":{"type":["string","number","boolean","null"],"x-max-bytes":65535}},"blocked":{"type":"integer","enum":[0,1]},"description":{"type":["string","null"],"maxLength":1024},"di_tag":{"type":"string","maxLength":64,"pattern":"^[A-Za-z0-9._-]+$"},"expiration_hard":{"type":["string","null"],"pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$"},"expiration_soft":{"type":["string","null"],"pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$"},"ip":{"type":"string","maxLength":15,"pattern":"^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$"},"name":{"type":"string","maxLength":128},"osf_id":{"type":"integer"},"storage":{"type":["string","null"],"maxLength":255},"user_id":{"type":"integer"}}};
const func70 = Object.prototype.hasOwnProperty;
const pattern22 = new RegExp("^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$", "u");

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.osf_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "osf_id"},message:"must have required property '"+"osf_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.user_id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "user_id"},message:"must have required property '"+"user_id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func70.call(schema44.properties, key0))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.__properties__ !== undefined){
let data0 = data.__properties__;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
let data1 = data0[key1];
if((((typeof data1 !== "string") && (!(typeof data1 == "number"))) && (typeof data1 !== "boolean")) && (data1 !== null)){
let dataType0 = typeof data1;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data1;
}
else if(data1 === null){
coerced0 = "";
}
else if(dataType0 == "boolean" || data1 === null
              || (dataType0 == "string" && data1 && data1 == +data1)){
coerced0 = +data1;
}
else if(data1 === "false" || data1 === 0 || data1 === null){
coerced0 = false;
}
else if(data1 === "true" || data1 === 1){
coerced0 = true;
}
else if(data1 === "" || data1 === 0 || data1 === false){
coerced0 = null;
}
else {
const err4 = {instancePath:instancePath+"/__properties__/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/__properties__/additionalProperties/type",keyword:"type",params:{type: schema44.properties.__properties__.additionalProperties.type},message:"must be string,number,boolean,null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced0 !== undefined){
data1 = coerced0;
if(data0 !== undefined){
data0[key1] = coerced0;
}
}
}
if(typeof data1 === "string"){
if(Buffer.byteLength(data1, "utf8") > 65535){
const err5 = {instancePath:instancePath+"/__properties__/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/__properties__/additionalProperties/x-max-bytes",keyword:"x-max-bytes",params:{},message:"must be at most 65535 bytes in UTF-8"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
else {
const err6 = {instancePath:instancePath+"/__properties__",schemaPath:"#/properties/__properties__/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.blocked !== undefined){
let data2 = data.blocked;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
let dataType1 = typeof data2;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data2 === null
              || (dataType1 === "string" && data2 && data2 == +data2 && !(data2 % 1))){
coerced1 = +data2;
}
else {
const err7 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(coerced1 !== undefined){
data2 = coerced1;
if(data !== undefined){
data["blocked"] = coerced1;
}
}
}
if(!((data2 === 0) || (data2 === 1))){
const err8 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/enum",keyword:"enum",params:{allowedValues: schema44.properties.blocked.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if((typeof data3 !== "string") && (data3 !== null)){
let dataType2 = typeof data3;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data3;
}
else if(data3 === null){
coerced2 = "";
}
else if(data3 === "" || data3 === 0 || data3 === false){
coerced2 = null;
}
else {
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema44.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(coerced2 !== undefined){
data3 = coerced2;
if(data !== undefined){
data["description"] = coerced2;
}
}
}
if(typeof data3 === "string"){
if(func2(data3) > 1024){
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.di_tag !== undefined){
let data4 = data.di_tag;
if(typeof data4 !== "string"){
let dataType3 = typeof data4;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data4;
}
else if(data4 === null){
coerced3 = "";
}
else {
const err11 = {instancePath:instancePath+"/di_tag",schemaPath:"#/properties/di_tag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(coerced3 !== undefined){
data4 = coerced3;
if(data !== undefined){
data["di_tag"] = coerced3;
}
}
}
if(typeof data4 === "string"){
if(func2(data4) > 64){
const err12 = {instancePath:instancePath+"/di_tag",schemaPath:"#/properties/di_tag/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern7.test(data4)){
const err13 = {instancePath:instancePath+"/di_tag",schemaPath:"#/properties/di_tag/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._-]+$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.expiration_hard !== undefined){
let data5 = data.expiration_hard;
if((typeof data5 !== "string") && (data5 !== null)){
let dataType4 = typeof data5;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data5;
}
else if(data5 === null){
coerced4 = "";
}
else if(data5 === "" || data5 === 0 || data5 === false){
coerced4 = null;
}
else {
const err14 = {instancePath:instancePath+"/expiration_hard",schemaPath:"#/properties/expiration_hard/type",keyword:"type",params:{type: schema44.properties.expiration_hard.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(coerced4 !== undefined){
data5 = coerced4;
if(data !== undefined){
data["expiration_hard"] = coerced4;
}
}
}
if(typeof data5 === "string"){
if(!pattern2.test(data5)){
const err15 = {instancePath:instancePath+"/expiration_hard",schemaPath:"#/properties/expiration_hard/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$"+"\""};
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
if(data.expiration_soft !== undefined){
let data6 = data.expiration_soft;
if((typeof data6 !== "string") && (data6 !== null)){
let dataType5 = typeof data6;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 == "number" || dataType5 == "boolean"){
coerced5 = "" + data6;
}
else if(data6 === null){
coerced5 = "";
}
else if(data6 === "" || data6 === 0 || data6 === false){
coerced5 = null;
}
else {
const err16 = {instancePath:instancePath+"/expiration_soft",schemaPath:"#/properties/expiration_soft/type",keyword:"type",params:{type: schema44.properties.expiration_soft.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(coerced5 !== undefined){
data6 = coerced5;
if(data !== undefined){
data["expiration_soft"] = coerced5;
}
}
}
if(typeof data6 === "string"){
if(!pattern2.test(data6)){
const err17 = {instancePath:instancePath+"/expiration_soft",schemaPath:"#/properties/expiration_soft/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$"+"\""};
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
if(data.ip !== undefined){
let data7 = data.ip;
if(typeof data7 !== "string"){
let dataType6 = typeof data7;
let coerced6 = undefined;
if(!(coerced6 !== undefined)){
if(dataType6 == "number" || dataType6 == "boolean"){
coerced6 = "" + data7;
}
else if(data7 === null){
coerced6 = "";
}
else {
const err18 = {instancePath:instancePath+"/ip",schemaPath:"#/properties/ip/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(coerced6 !== undefined){
data7 = coerced6;
if(data !== undefined){
data["ip"] = coerced6;
}
}
}
if(typeof data7 === "string"){
if(func2(data7) > 15){
const err19 = {instancePath:instancePath+"/ip",schemaPath:"#/properties/ip/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern22.test(data7)){
const err20 = {instancePath:instancePath+"/ip",schemaPath:"#/properties/ip/pattern",keyword:"pattern",params:{pattern: "^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$"},message:"must match pattern \""+"^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.name !== undefined){
let data8 = data.name;
if(typeof data8 !== "string"){
let dataType7 = typeof data8;
let coerced7 = undefined;
if(!(coerced7 !== undefined)){
if(dataType7 == "number" || dataType7 == "boolean"){
coerced7 = "" + data8;
}
else if(data8 === null){
coerced7 = "";
}
else {
const err21 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(coerced7 !== undefined){
data8 = coerced7;
if(data !== undefined){
data["name"] = coerced7;
}
}
}
if(typeof data8 === "string"){
if(func2(data8) > 128){
const err22 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data.osf_id !== undefined){
let data9 = data.osf_id;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
let dataType8 = typeof data9;
let coerced8 = undefined;
if(!(coerced8 !== undefined)){
if(dataType8 === "boolean" || data9 === null
              || (dataType8 === "string" && data9 && data9 == +data9 && !(data9 % 1))){
coerced8 = +data9;
}
else {
const err23 = {instancePath:instancePath+"/osf_id",schemaPath:"#/properties/osf_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(coerced8 !== undefined){
data9 = coerced8;
if(data !== undefined){
data["osf_id"] = coerced8;
}
}
}
}
if(data.storage !== undefined){
let data10 = data.storage;
if((typeof data10 !== "string") && (data10 !== null)){
let dataType9 = typeof data10;
let coerced9 = undefined;
if(!(coerced9 !== undefined)){
if(dataType9 == "number" || dataType9 == "boolean"){
coerced9 = "" + data10;
}
else if(data10 === null){
coerced9 = "";
}
else if(data10 === "" || data10 === 0 || data10 === false){
coerced9 = null;
}
else {
const err24 = {instancePath:instancePath+"/storage",schemaPath:"#/properties/storage/type",keyword:"type",params:{type: schema44.properties.storage.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(coerced9 !== undefined){
data10 = coerced9;
if(data !== undefined){
data["storage"] = coerced9;
}
}
}
if(typeof data10 === "string"){
if(func2(data10) > 255){
const err25 = {instancePath:instancePath+"/storage",schemaPath:"#/properties/storage/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
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
if(data.user_id !== undefined){
let data11 = data.user_id;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
let dataType10 = typeof data11;
let coerced10 = undefined;
if(!(coerced10 !== undefined)){
if(dataType10 === "boolean" || data11 === null
              || (dataType10 === "string" && data11 && data11 == +data11 && !(data11 % 1))){
coerced10 = +data11;
}
else {
const err26 = {instancePath:instancePath+"/user_id",schemaPath:"#/properties/user_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(coerced10 !== undefined){
data11 = coerced10;
if(data !== undefined){
data["user_id"] = coerced10;
}
}
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}

export const vm_create_property_list = validate44;
const schema45 = {"type":"object","additionalProperties":false,"required":["property_id"],"properties":{"property_id":{"type":"integer"}}};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.property_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "property_id"},message:"must have required property '"+"property_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "property_id")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.property_id !== undefined){
let data0 = data.property_id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err2 = {instancePath:instancePath+"/property_id",schemaPath:"#/properties/property_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["property_id"] = coerced0;
}
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}

export const vm_update = validate45;
const schema46 = {"type":"object","additionalProperties":false,"properties":{"__properties_changes__":{"type":"object","additionalProperties":false,"properties":{"set":{"type":"object","additionalProperties":{"type":["string","number","boolean","null"],"x-max-bytes":65535}},"delete":{"type":"array","items":{"type":"string"}}}},"blocked":{"type":"integer","enum":[0,1]},"description":{"type":["string","null"],"maxLength":1024},"di_tag":{"type":"string","maxLength":64,"pattern":"^[A-Za-z0-9._-]+$"},"expiration_hard":{"type":["string","null"],"pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$"},"expiration_soft":{"type":["string","null"],"pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$"},"name":{"type":"string","maxLength":128}}};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((((key0 === "__properties_changes__") || (key0 === "blocked")) || (key0 === "description")) || (key0 === "di_tag")) || (key0 === "expiration_hard")) || (key0 === "expiration_soft")) || (key0 === "name"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.__properties_changes__ !== undefined){
let data0 = data.__properties_changes__;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(!((key1 === "set") || (key1 === "delete"))){
const err1 = {instancePath:instancePath+"/__properties_changes__",schemaPath:"#/properties/__properties_changes__/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.set !== undefined){
let data1 = data0.set;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key2 in data1){
let data2 = data1[key2];
if((((typeof data2 !== "string") && (!(typeof data2 == "number"))) && (typeof data2 !== "boolean")) && (data2 !== null)){
let dataType0 = typeof data2;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data2;
}
else if(data2 === null){
coerced0 = "";
}
else if(dataType0 == "boolean" || data2 === null
              || (dataType0 == "string" && data2 && data2 == +data2)){
coerced0 = +data2;
}
else if(data2 === "false" || data2 === 0 || data2 === null){
coerced0 = false;
}
else if(data2 === "true" || data2 === 1){
coerced0 = true;
}
else if(data2 === "" || data2 === 0 || data2 === false){
coerced0 = null;
}
else {
const err2 = {instancePath:instancePath+"/__properties_changes__/set/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/__properties_changes__/properties/set/additionalProperties/type",keyword:"type",params:{type: schema46.properties.__properties_changes__.properties.set.additionalProperties.type},message:"must be string,number,boolean,null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data2 = coerced0;
if(data1 !== undefined){
data1[key2] = coerced0;
}
}
}
if(typeof data2 === "string"){
if(Buffer.byteLength(data2, "utf8") > 65535){
const err3 = {instancePath:instancePath+"/__properties_changes__/set/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/__properties_changes__/properties/set/additionalProperties/x-max-bytes",keyword:"x-max-bytes",params:{},message:"must be at most 65535 bytes in UTF-8"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath:instancePath+"/__properties_changes__/set",schemaPath:"#/properties/__properties_changes__/properties/set/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.delete !== undefined){
let data3 = data0.delete;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 !== "string"){
let dataType1 = typeof data4;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data4;
}
else if(data4 === null){
coerced1 = "";
}
else {
const err5 = {instancePath:instancePath+"/__properties_changes__/delete/" + i0,schemaPath:"#/properties/__properties_changes__/properties/delete/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(coerced1 !== undefined){
data4 = coerced1;
if(data3 !== undefined){
data3[i0] = coerced1;
}
}
}
}
}
else {
const err6 = {instancePath:instancePath+"/__properties_changes__/delete",schemaPath:"#/properties/__properties_changes__/properties/delete/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/__properties_changes__",schemaPath:"#/properties/__properties_changes__/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.blocked !== undefined){
let data5 = data.blocked;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
let dataType2 = typeof data5;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 === "boolean" || data5 === null
              || (dataType2 === "string" && data5 && data5 == +data5 && !(data5 % 1))){
coerced2 = +data5;
}
else {
const err8 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced2 !== undefined){
data5 = coerced2;
if(data !== undefined){
data["blocked"] = coerced2;
}
}
}
if(!((data5 === 0) || (data5 === 1))){
const err9 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/enum",keyword:"enum",params:{allowedValues: schema46.properties.blocked.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.description !== undefined){
let data6 = data.description;
if((typeof data6 !== "string") && (data6 !== null)){
let dataType3 = typeof data6;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data6;
}
else if(data6 === null){
coerced3 = "";
}
else if(data6 === "" || data6 === 0 || data6 === false){
coerced3 = null;
}
else {
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema46.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(coerced3 !== undefined){
data6 = coerced3;
if(data !== undefined){
data["description"] = coerced3;
}
}
}
if(typeof data6 === "string"){
if(func2(data6) > 1024){
const err11 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
if(data.di_tag !== undefined){
let data7 = data.di_tag;
if(typeof data7 !== "string"){
let dataType4 = typeof data7;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data7;
}
else if(data7 === null){
coerced4 = "";
}
else {
const err12 = {instancePath:instancePath+"/di_tag",schemaPath:"#/properties/di_tag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(coerced4 !== undefined){
data7 = coerced4;
if(data !== undefined){
data["di_tag"] = coerced4;
}
}
}
if(typeof data7 === "string"){
if(func2(data7) > 64){
const err13 = {instancePath:instancePath+"/di_tag",schemaPath:"#/properties/di_tag/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern7.test(data7)){
const err14 = {instancePath:instancePath+"/di_tag",schemaPath:"#/properties/di_tag/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._-]+$"+"\""};
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
if(data.expiration_hard !== undefined){
let data8 = data.expiration_hard;
if((typeof data8 !== "string") && (data8 !== null)){
let dataType5 = typeof data8;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 == "number" || dataType5 == "boolean"){
coerced5 = "" + data8;
}
else if(data8 === null){
coerced5 = "";
}
else if(data8 === "" || data8 === 0 || data8 === false){
coerced5 = null;
}
else {
const err15 = {instancePath:instancePath+"/expiration_hard",schemaPath:"#/properties/expiration_hard/type",keyword:"type",params:{type: schema46.properties.expiration_hard.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(coerced5 !== undefined){
data8 = coerced5;
if(data !== undefined){
data["expiration_hard"] = coerced5;
}
}
}
if(typeof data8 === "string"){
if(!pattern2.test(data8)){
const err16 = {instancePath:instancePath+"/expiration_hard",schemaPath:"#/properties/expiration_hard/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$"+"\""};
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
if(data.expiration_soft !== undefined){
let data9 = data.expiration_soft;
if((typeof data9 !== "string") && (data9 !== null)){
let dataType6 = typeof data9;
let coerced6 = undefined;
if(!(coerced6 !== undefined)){
if(dataType6 == "number" || dataType6 == "boolean"){
coerced6 = "" + data9;
}
else if(data9 === null){
coerced6 = "";
}
else if(data9 === "" || data9 === 0 || data9 === false){
coerced6 = null;
}
else {
const err17 = {instancePath:instancePath+"/expiration_soft",schemaPath:"#/properties/expiration_soft/type",keyword:"type",params:{type: schema46.properties.expiration_soft.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(coerced6 !== undefined){
data9 = coerced6;
if(data !== undefined){
data["expiration_soft"] = coerced6;
}
}
}
if(typeof data9 === "string"){
if(!pattern2.test(data9)){
const err18 = {instancePath:instancePath+"/expiration_soft",schemaPath:"#/properties/expiration_soft/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$"+"\""};
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
if(data.name !== undefined){
let data10 = data.name;
if(typeof data10 !== "string"){
let dataType7 = typeof data10;
let coerced7 = undefined;
if(!(coerced7 !== undefined)){
if(dataType7 == "number" || dataType7 == "boolean"){
coerced7 = "" + data10;
}
else if(data10 === null){
coerced7 = "";
}
else {
const err19 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(coerced7 !== undefined){
data10 = coerced7;
if(data !== undefined){
data["name"] = coerced7;
}
}
}
if(typeof data10 === "string"){
if(func2(data10) > 128){
const err20 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}

export const webhook_create = validate46;
const schema47 = {"type":"object","additionalProperties":false,"required":["kinds","name","url"],"properties":{"enabled":{"type":"integer","enum":[0,1]},"filter_tenant_id":{"type":["integer","null"]},"kinds":{},"name":{"type":"string","maxLength":128,"pattern":"\\S"},"object_kinds":{},"secret":{"type":"string"},"url":{"type":"string","maxLength":2048}}};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kinds === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kinds"},message:"must have required property '"+"kinds"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.url === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "enabled") || (key0 === "filter_tenant_id")) || (key0 === "kinds")) || (key0 === "name")) || (key0 === "object_kinds")) || (key0 === "secret")) || (key0 === "url"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.enabled !== undefined){
let data0 = data.enabled;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err4 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["enabled"] = coerced0;
}
}
}
if(!((data0 === 0) || (data0 === 1))){
const err5 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/enum",keyword:"enum",params:{allowedValues: schema47.properties.enabled.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.filter_tenant_id !== undefined){
let data1 = data.filter_tenant_id;
if((!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))) && (data1 !== null)){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else if(data1 === "" || data1 === 0 || data1 === false){
coerced1 = null;
}
else {
const err6 = {instancePath:instancePath+"/filter_tenant_id",schemaPath:"#/properties/filter_tenant_id/type",keyword:"type",params:{type: schema47.properties.filter_tenant_id.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["filter_tenant_id"] = coerced1;
}
}
}
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["name"] = coerced2;
}
}
}
if(typeof data2 === "string"){
if(func2(data2) > 128){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern3.test(data2)){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.secret !== undefined){
let data3 = data.secret;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
const err10 = {instancePath:instancePath+"/secret",schemaPath:"#/properties/secret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["secret"] = coerced3;
}
}
}
}
if(data.url !== undefined){
let data4 = data.url;
if(typeof data4 !== "string"){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data4;
}
else if(data4 === null){
coerced4 = "";
}
else {
const err11 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data !== undefined){
data["url"] = coerced4;
}
}
}
if(typeof data4 === "string"){
if(func2(data4) > 2048){
const err12 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
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
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}

export const webhook_update = validate47;
const schema48 = {"type":"object","additionalProperties":false,"properties":{"enabled":{"type":"integer","enum":[0,1]},"filter_tenant_id":{"type":["integer","null"]},"kinds":{},"name":{"type":"string","maxLength":128,"pattern":"\\S"},"object_kinds":{},"rotate_secret":{"type":"integer","enum":[0,1]},"secret":{"type":"string"},"url":{"type":"string","maxLength":2048}}};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((((key0 === "enabled") || (key0 === "filter_tenant_id")) || (key0 === "kinds")) || (key0 === "name")) || (key0 === "object_kinds")) || (key0 === "rotate_secret")) || (key0 === "secret")) || (key0 === "url"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.enabled !== undefined){
let data0 = data.enabled;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err1 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["enabled"] = coerced0;
}
}
}
if(!((data0 === 0) || (data0 === 1))){
const err2 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/enum",keyword:"enum",params:{allowedValues: schema48.properties.enabled.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.filter_tenant_id !== undefined){
let data1 = data.filter_tenant_id;
if((!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))) && (data1 !== null)){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else if(data1 === "" || data1 === 0 || data1 === false){
coerced1 = null;
}
else {
const err3 = {instancePath:instancePath+"/filter_tenant_id",schemaPath:"#/properties/filter_tenant_id/type",keyword:"type",params:{type: schema48.properties.filter_tenant_id.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["filter_tenant_id"] = coerced1;
}
}
}
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["name"] = coerced2;
}
}
}
if(typeof data2 === "string"){
if(func2(data2) > 128){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern3.test(data2)){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.rotate_secret !== undefined){
let data3 = data.rotate_secret;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 === "boolean" || data3 === null
              || (dataType3 === "string" && data3 && data3 == +data3 && !(data3 % 1))){
coerced3 = +data3;
}
else {
const err7 = {instancePath:instancePath+"/rotate_secret",schemaPath:"#/properties/rotate_secret/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["rotate_secret"] = coerced3;
}
}
}
if(!((data3 === 0) || (data3 === 1))){
const err8 = {instancePath:instancePath+"/rotate_secret",schemaPath:"#/properties/rotate_secret/enum",keyword:"enum",params:{allowedValues: schema48.properties.rotate_secret.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.secret !== undefined){
let data4 = data.secret;
if(typeof data4 !== "string"){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data4;
}
else if(data4 === null){
coerced4 = "";
}
else {
const err9 = {instancePath:instancePath+"/secret",schemaPath:"#/properties/secret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data !== undefined){
data["secret"] = coerced4;
}
}
}
}
if(data.url !== undefined){
let data5 = data.url;
if(typeof data5 !== "string"){
let dataType5 = typeof data5;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 == "number" || dataType5 == "boolean"){
coerced5 = "" + data5;
}
else if(data5 === null){
coerced5 = "";
}
else {
const err10 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(coerced5 !== undefined){
data5 = coerced5;
if(data !== undefined){
data["url"] = coerced5;
}
}
}
if(typeof data5 === "string"){
if(func2(data5) > 2048){
const err11 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
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
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate47.errors = vErrors;
return errors === 0;
}
